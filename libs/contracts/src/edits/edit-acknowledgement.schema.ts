import { z } from '../zod';

/** Answer of the position edits whose body the spec leaves open: the edit was stored. */
export const EditAcknowledgement = z
  .object({ message: z.string().openapi({ example: 'Positions merged' }) })
  .openapi('EditAcknowledgement');
export type EditAcknowledgement = z.infer<typeof EditAcknowledgement>;

/**
 * `POST /books/{book_id}/positions` also names the new position, so clients need not look it up in the
 * Book's stored positions by name (which still works).
 */
export const CreatePositionResponse = EditAcknowledgement.extend({ position_id: z.string() }).openapi(
  'CreatePositionResponse',
);
export type CreatePositionResponse = z.infer<typeof CreatePositionResponse>;
