import type { Parsing } from '@uw/contracts';

export interface Exclusions {
  excluded_document_ids: string[];
  excluded_account_ids: number[];
  excluded_position_ids: string[];
  revenue_exclusion_tags: string[];
}

/** A Book's underwriting state: the parsed ledger (tags, positions) and its exclusions, after edits. */
export interface EditableState {
  ledger: Parsing.McaParserResult;
  exclusions: Exclusions;
}

export function emptyExclusions(): Exclusions {
  return { excluded_document_ids: [], excluded_account_ids: [], excluded_position_ids: [], revenue_exclusion_tags: [] };
}
