import { z } from '../zod';
import { expected, TransactionIds } from '../request-fields';

/**
 * Tags are plain strings here, not the tag enum: the spec says invalid values are ignored on edit, so
 * the service filters them rather than rejecting the request.
 */
const TagName = z.string({ error: expected('a tag name string') }).trim().min(1, 'must not be empty');
const TagList = z.array(TagName, { error: expected('a list of tag names') });

export const TagReplacement = z
  .strictObject({ old_tag: TagName, new_tag: TagName }, { error: expected('an object with old_tag and new_tag') })
  .openapi('TagReplacement');
export type TagReplacement = z.infer<typeof TagReplacement>;

export const TagEditOperation = z
  .strictObject(
    {
      add: TagList.default([]),
      remove: TagList.default([]),
      replace: z.array(TagReplacement, { error: expected('a list of {old_tag, new_tag}') }).default([]),
    },
    { error: expected('an object with add, remove and/or replace') },
  )
  .refine((op) => op.add.length + op.remove.length + op.replace.length > 0, {
    message: 'must add, remove or replace at least one tag',
  })
  .openapi('TagEditOperation');
export type TagEditOperation = z.infer<typeof TagEditOperation>;

/** `PATCH /books/{book_id}/transactions-v2/tags`. */
export const TagEditRequest = z
  .strictObject({ transaction_ids: TransactionIds, operation: TagEditOperation })
  .openapi('TagEditRequest');
export type TagEditRequest = z.infer<typeof TagEditRequest>;

export const TagEditResponse = z
  .object({ message: z.string(), transactions_updated: z.number().int().nonnegative() })
  .openapi('TagEditResponse');
export type TagEditResponse = z.infer<typeof TagEditResponse>;
