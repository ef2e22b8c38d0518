import { type Parsing } from '@uw/contracts';
import { toDayNumber } from '../calendar/iso-date';
import { counterpartyKey } from './counterparty.normalizer';
import {
  BANK_FEE,
  BANK_LOAN,
  CREDIT_CARD_PAYMENT,
  FACTORING,
  INTERNAL_TRANSFER,
  LEASE,
  MCA_WORDING,
  NSF_OVERDRAFT,
  OWNER_TRANSACTION,
  PAYMENT_PROCESSOR,
  PROCESSOR_LOAN,
  REVERSAL,
} from './description.patterns';
import { type FunderLookup } from './funder-lookup.model';
import type { FunderLookupMatch } from './funder-lookup.model';
import { isLoanTag, loanTypeOfFunder } from './loan-type.inference';
import { type TransactionEvidence, type TransactionTag } from './transaction.evidence';

/** The one tag the description alone supports, tried from the most to the least specific wording. */
function tagFromWording(
  upper: string,
  isCredit: boolean,
  funder: FunderLookupMatch | null,
): { tag: TransactionTag | null; provisional: boolean } {
  // A credit that mentions NSF is the returned payment or a refunded fee, never the fee itself.
  if (isCredit && REVERSAL.test(upper)) return { tag: 'reversal', provisional: false };
  if (NSF_OVERDRAFT.test(upper)) return { tag: 'nsf_overdraft', provisional: false };
  if (BANK_FEE.test(upper)) return { tag: 'bank_fee', provisional: false };
  if (REVERSAL.test(upper)) return { tag: 'reversal', provisional: false };
  if (funder) return { tag: loanTypeOfFunder(funder.title, upper, funder.loan_type ?? null), provisional: false };
  if (PROCESSOR_LOAN.test(upper)) return { tag: 'merchant_cash_advance', provisional: false };
  if (OWNER_TRANSACTION.test(upper)) return { tag: 'owner_transaction', provisional: false };
  if (INTERNAL_TRANSFER.test(upper)) return { tag: 'internal_transfer', provisional: false };
  if (!isCredit && CREDIT_CARD_PAYMENT.test(upper)) return { tag: 'credit', provisional: false };
  if (isCredit && PAYMENT_PROCESSOR.test(upper)) return { tag: 'payment_processor', provisional: false };
  const loanTag: TransactionTag | null = LEASE.test(upper)
    ? 'lease'
    : FACTORING.test(upper)
      ? 'factoring'
      : BANK_LOAN.test(upper)
        ? 'bank_loan'
        : MCA_WORDING.test(upper)
          ? 'merchant_cash_advance'
          : null;
  return { tag: loanTag, provisional: loanTag !== null && isCredit };
}

/** First pass: each transaction on its own, from its description and the funder registry. */
export function tagTransaction(transaction: Parsing.ParsedTransaction, funders?: FunderLookup): TransactionEvidence {
  const upper = transaction.description.toUpperCase().replace(/\s+/g, ' ').trim();
  const funder = funders?.match(transaction.description) ?? null;
  const isCredit = transaction.transaction_type === 'credit';
  const { tag, provisional } = tagFromWording(upper, isCredit, funder);
  return {
    transaction,
    upper,
    // Only untagged, loan and reversal rows are ever grouped by counterparty; the rest skip the work.
    counterparty: tag === null || tag === 'reversal' || isLoanTag(tag) ? counterpartyKey(upper) : '',
    funder,
    dayNumber: toDayNumber(transaction.transaction_date),
    tags: new Set(tag ? [tag] : []),
    provisionalLoanCredit: provisional,
  };
}
