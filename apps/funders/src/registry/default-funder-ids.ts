import { createHash } from 'node:crypto';

/**
 * The id of an organization's copy of a default funder: a name-based UUID (version 5 layout) of the
 * organization and the default's key. Concurrent first accesses therefore insert the same ids, and the
 * unique `_id` lets exactly one copy of each default land; a reset restores the same ids, so positions
 * that named a default funder still find it.
 */
export function defaultFunderId(orgId: string, defaultKey: string): string {
  const bytes = createHash('sha1').update(`uw-funder-registry:${orgId}:${defaultKey}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
