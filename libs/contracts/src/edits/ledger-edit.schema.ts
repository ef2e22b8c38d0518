import { z } from '../zod';
import { Actor, IsoDateTime } from '../common';
import { AssignPositionRequest, DeletePositionsRequest, MergePositionsRequest } from './position-edit.schema';
import { TagEditRequest } from './tag-edit.schema';
import { ExclusionsRequest } from './exclusions.schema';

/**
 * One underwriting edit as stored in the Book's edit log (append-only, ordered by `seq`). The Book's
 * edited state is the parse result with its edits replayed in order; a re-parse starts a new log.
 * Requests are stored as validated, plus what the service decided (new position ids).
 */
export const LedgerEdit = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('tags'), request: TagEditRequest }),
    z.object({
      kind: z.literal('position_create'),
      position_id: z.string(),
      request: z.object({ name: z.string(), loan_type: z.string(), funder_id: z.string().nullable() }),
    }),
    z.object({ kind: z.literal('position_assign'), request: AssignPositionRequest }),
    z.object({ kind: z.literal('positions_merge'), position_id: z.string(), request: MergePositionsRequest }),
    z.object({ kind: z.literal('position_funder'), position_id: z.string(), funder_id: z.string().nullable() }),
    z.object({ kind: z.literal('position_loan_type'), position_id: z.string(), new_loan_type: z.string() }),
    z.object({ kind: z.literal('positions_delete'), request: DeletePositionsRequest }),
    z.object({ kind: z.literal('exclusions'), request: ExclusionsRequest }),
  ])
  .openapi('LedgerEdit');
export type LedgerEdit = z.infer<typeof LedgerEdit>;

/** An audit-trail entry: who changed what, when. */
export const EditLogEntry = z
  .object({
    seq: z.string().openapi({ description: 'Orders the log; compare as strings' }),
    at: IsoDateTime,
    actor: Actor,
    edit: LedgerEdit,
  })
  .openapi('EditLogEntry');
export type EditLogEntry = z.infer<typeof EditLogEntry>;

export const EditLogResponse = z
  .object({ book_id: z.string(), parse_job_id: z.string().nullable(), edits: z.array(EditLogEntry) })
  .openapi('EditLogResponse');
export type EditLogResponse = z.infer<typeof EditLogResponse>;
