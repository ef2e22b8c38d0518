import { z } from '../zod';
import { Actor, Uuid } from '../common';
import { AssignPositionRequest, CreatePositionRequest, DeletePositionsRequest, MergePositionsRequest, SetLoanTypeRequest, SetPositionFunderRequest } from './position-edit.schema';
import { TagEditRequest } from './tag-edit.schema';
import { ExclusionsRequest } from './exclusions.schema';

/** Gateway -> analytics: one underwriting edit as the HTTP request gave it. */
export const EditRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tags'), request: TagEditRequest }),
  z.object({ kind: z.literal('position_create'), request: CreatePositionRequest }),
  z.object({ kind: z.literal('position_assign'), request: AssignPositionRequest }),
  z.object({ kind: z.literal('positions_merge'), request: MergePositionsRequest }),
  z.object({ kind: z.literal('position_funder'), position_id: z.string(), request: SetPositionFunderRequest }),
  z.object({ kind: z.literal('position_loan_type'), position_id: z.string(), request: SetLoanTypeRequest }),
  z.object({ kind: z.literal('positions_delete'), request: DeletePositionsRequest }),
  z.object({ kind: z.literal('exclusions'), request: ExclusionsRequest }),
]);
export type EditRequest = z.infer<typeof EditRequest>;

export const EditBookMessage = z.object({ actor: Actor, book_id: Uuid, edit: EditRequest });
export type EditBookMessage = z.infer<typeof EditBookMessage>;

/** Analytics -> gateway: what the edit did; the gateway answers each route with its own part. */
export const EditBookReply = z.object({
  message: z.string(),
  transactions_updated: z.number().int().nonnegative(),
  position_id: z.string().nullable(),
  exclusions: z.object({
    excluded_document_ids: z.array(z.string()),
    excluded_account_ids: z.array(z.number().int()),
    excluded_position_ids: z.array(z.string()),
    revenue_exclusion_tags: z.array(z.string()),
  }),
});
export type EditBookReply = z.infer<typeof EditBookReply>;

export const BookEditLogMessage = z.object({ org_id: Uuid, book_id: Uuid });
export type BookEditLogMessage = z.infer<typeof BookEditLogMessage>;
