import { type Parsing } from '@uw/contracts';
import { TRANSFER_WORD } from './description.patterns';
import { isLoanTag } from './loan-type.inference';
import { type TransactionEvidence } from './transaction.evidence';

const MAX_DAYS_APART = 1;

function cents(amount: number): number {
  return Math.round(amount * 100);
}

function isPairable(evidence: TransactionEvidence): boolean {
  for (const tag of evidence.tags) if (isLoanTag(tag) || tag === 'nsf_overdraft' || tag === 'bank_fee') return false;
  return true;
}

/**
 * Money leaving one of the holder's accounts and arriving in another: equal amounts, opposite
 * directions, different accounts, same or next day, and transfer wording on at least one side.
 * Both sides become internal transfers. Each transaction pairs at most once, earliest partner first.
 */
export function matchInternalTransfers(evidences: readonly TransactionEvidence[]): void {
  const accounts = new Set(evidences.map((evidence) => evidence.transaction.account_id));
  if (accounts.size < 2) return;
  const creditsByCents = new Map<number, TransactionEvidence[]>();
  for (const evidence of evidences) {
    if (evidence.transaction.transaction_type !== 'credit' || !isPairable(evidence)) continue;
    const key = cents(evidence.transaction.amount);
    const bucket = creditsByCents.get(key);
    if (bucket) bucket.push(evidence);
    else creditsByCents.set(key, [evidence]);
  }
  const paired = new Set<TransactionEvidence>();
  for (const debit of evidences) {
    if (debit.transaction.transaction_type !== 'debit' || !isPairable(debit)) continue;
    const candidates = creditsByCents.get(cents(debit.transaction.amount));
    if (!candidates) continue;
    const debitHasWording = TRANSFER_WORD.test(debit.upper);
    const partner = candidates.find(
      (credit) =>
        !paired.has(credit) &&
        credit.transaction.account_id !== debit.transaction.account_id &&
        Math.abs(credit.dayNumber - debit.dayNumber) <= MAX_DAYS_APART &&
        (debitHasWording || TRANSFER_WORD.test(credit.upper)),
    );
    if (!partner) continue;
    paired.add(partner);
    debit.tags = new Set(['internal_transfer']);
    partner.tags = new Set(['internal_transfer']);
  }
}

/**
 * Transfer wording that names another of the holder's accounts by its last four digits
 * ("ONLINE TRANSFER TO CHK ...1234") is internal even when the other side is not in the Book.
 */
export function tagTransfersToHolderAccounts(
  evidences: readonly TransactionEvidence[],
  accounts: readonly Parsing.ParsedAccount[],
): void {
  const lastFours = accounts
    .map((account) => ({ id: account.account_id, lastFour: account.account_number.replace(/\D/g, '').slice(-4) }))
    .filter((account) => account.lastFour.length === 4)
    .map((account) => ({ id: account.id, pattern: new RegExp(`(\\D|^)${account.lastFour}(\\D|$)`) }));
  if (lastFours.length === 0) return;
  for (const evidence of evidences) {
    if (!isPairable(evidence) || !TRANSFER_WORD.test(evidence.upper)) continue;
    const namesOtherAccount = lastFours.some(
      (account) => account.id !== evidence.transaction.account_id && account.pattern.test(evidence.upper),
    );
    if (namesOtherAccount) evidence.tags = new Set(['internal_transfer']);
  }
}
