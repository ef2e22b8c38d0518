import { type Parsing } from '@uw/contracts';
import { detectPositions } from '../positions/position.detector';
import { type FunderLookup } from './funder-lookup.model';
import { matchInternalTransfers, tagTransfersToHolderAccounts } from './internal-transfer.matcher';
import { resolveProvisionalLoanCredits } from './provisional-credit.resolver';
import { detectRecurringLenders } from './recurring-lender.detector';
import { finalTags } from './tag.cleaner';
import { tagTransaction } from './transaction.tagger';

export interface LedgerInput {
  accounts: Parsing.ParsedAccount[];
  /** `tag[]` may be empty; any tags present are recomputed, not kept. */
  transactions: Parsing.ParsedTransaction[];
}

export interface LedgerClassification {
  transactions: Parsing.ParsedTransaction[];
  positions: Parsing.LedgerPosition[];
}

/**
 * Parse-time: tags every transaction and detects positions. Deterministic: the same ledger and
 * registry always give the same tags and the same `pos_N` ids.
 */
export function classifyLedger(input: LedgerInput, funders?: FunderLookup): LedgerClassification {
  const evidences = input.transactions.map((transaction) => tagTransaction(transaction, funders));
  tagTransfersToHolderAccounts(evidences, input.accounts);
  matchInternalTransfers(evidences);
  detectRecurringLenders(evidences);
  resolveProvisionalLoanCredits(evidences);
  const transactions = evidences.map((evidence) => {
    const tag = finalTags(evidence.tags, evidence.transaction.transaction_type);
    evidence.tags = new Set(tag);
    return { ...evidence.transaction, tag };
  });
  const positions = detectPositions(evidences);
  return { transactions, positions };
}
