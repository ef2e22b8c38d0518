import { z } from './zod';

/**
 * Shared building blocks for request bodies, so every endpoint words its validation errors the same way:
 * an absent field says `is required`, a present one says what it should have been.
 * Internal to the contracts lib (not re-exported from the entry point).
 */
export const expected =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? 'is required' : `must be ${what}`;

export const requiredText = (max: number) =>
  z
    .string({ error: expected('a string') })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);

export const optionalText = (max: number) =>
  z.string({ error: expected('a string') }).max(max, `must be at most ${max} characters`);

export const TransactionId = z
  .number({ error: expected('an integer transaction id') })
  .int('must be an integer transaction id')
  .nonnegative('must not be negative');

export const TransactionIds = z
  .array(TransactionId, { error: expected('a list of integer transaction ids') })
  .min(1, 'must list at least one transaction id');

export const PositionId = z.string({ error: expected('a position id string') }).trim().min(1, 'must not be empty');

export const PositionIds = z
  .array(PositionId, { error: expected('a list of position ids') })
  .min(1, 'must list at least one position id');

/** Uuid with the absent/invalid wording of request bodies (common's `Uuid` says only `must be a UUID`). */
export const RequestUuid = z.uuid({ error: expected('a UUID') });
