import { z } from '../zod';
import { Uuid } from '../common';
import { expected, PositionId, PositionIds, requiredText, RequestUuid, TransactionIds } from '../request-fields';

/** Tags that describe something other than debt: a position can never have one as its loan type. */
const NOT_LOAN_TYPES = ['true_revenue', 'internal_transfer', 'owner_transaction', 'nsf_overdraft', 'bank_fee', 'payment_processor', 'reversal', 'untagged'];

/** Open list (the spec shows five and says more exist), but never a tag that is not debt. */
const LoanType = requiredText(100)
  .refine((value) => !NOT_LOAN_TYPES.includes(value), { message: `must be a loan type such as merchant_cash_advance, bank_loan, factoring, credit or lease, not one of ${NOT_LOAN_TYPES.join(', ')}` })
  .openapi({ example: 'merchant_cash_advance' });

/** Path of the per-position edits. */
export const PositionParams = z.object({
  book_id: Uuid.openapi({ description: 'Book id (UUID)' }),
  position_id: z.string().min(1).openapi({ description: 'Position id' }),
});
export type PositionParams = z.infer<typeof PositionParams>;

/** `POST /books/{book_id}/positions`. */
export const CreatePositionRequest = z
  .strictObject({
    name: requiredText(200),
    loan_type: LoanType.default('merchant_cash_advance'),
    funder_id: RequestUuid.nullable().default(null),
  })
  .openapi('CreatePositionRequest');
export type CreatePositionRequest = z.infer<typeof CreatePositionRequest>;

/** `PATCH /books/{book_id}/transactions-v2/position`: `position_id: null` removes the transactions from every position. */
export const AssignPositionRequest = z
  .strictObject({
    transaction_ids: TransactionIds,
    position_id: z
      .string({ error: expected('a position id or null') })
      .trim()
      .min(1, 'must not be empty')
      .nullable(),
  })
  .openapi('AssignPositionRequest');
export type AssignPositionRequest = z.infer<typeof AssignPositionRequest>;

/** `POST /books/{book_id}/positions/merge`. */
export const MergePositionsRequest = z
  .strictObject({
    position_ids: z
      .array(PositionId, { error: expected('a list of position ids') })
      .min(2, 'must list at least two positions to merge')
      .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a position id'),
    merged_name: requiredText(200),
  })
  .openapi('MergePositionsRequest');
export type MergePositionsRequest = z.infer<typeof MergePositionsRequest>;

/** `PATCH /books/{book_id}/positions/{position_id}/funder`: `null` clears the match. */
export const SetPositionFunderRequest = z
  .strictObject({ funder_id: z.uuid({ error: expected('a funder UUID or null') }).nullable() })
  .openapi('SetPositionFunderRequest');
export type SetPositionFunderRequest = z.infer<typeof SetPositionFunderRequest>;

/** `PATCH /books/{book_id}/positions/{position_id}/loan-type`: also replaces the old loan tag on its transactions. */
export const SetLoanTypeRequest = z.strictObject({ new_loan_type: LoanType }).openapi('SetLoanTypeRequest');
export type SetLoanTypeRequest = z.infer<typeof SetLoanTypeRequest>;

/** `DELETE /books/{book_id}/positions`: with `remove_tag` the positions' loan tag leaves their transactions. */
export const DeletePositionsRequest = z
  .strictObject({
    position_ids: PositionIds,
    remove_tag: z.boolean({ error: expected('a boolean') }).default(true),
  })
  .openapi('DeletePositionsRequest');
export type DeletePositionsRequest = z.infer<typeof DeletePositionsRequest>;
