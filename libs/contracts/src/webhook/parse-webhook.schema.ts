import { z } from '../zod';
import { Uuid } from '../common';

/**
 * Body of the parse-completion webhook: one unsigned POST to the `webhook_url` given at submit-book,
 * sent once after the final status is stored. Receivers should confirm with `GET /books/{book_id}`.
 */
export const ParseWebhookBody = z
  .object({
    book_id: Uuid,
    status: z.enum(['completed', 'failed', 'cancelled']),
    book_url: z.url().openapi({ description: 'Link to the Book in the application' }),
    error: z.string().optional().openapi({ description: 'Present with a description when the parse failed' }),
  })
  .openapi('ParseWebhookBody');
export type ParseWebhookBody = z.infer<typeof ParseWebhookBody>;
