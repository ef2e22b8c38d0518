import { type Parsing } from '@uw/contracts';
import { median } from './amount-statistics';
import { mergeDisbursements } from './disbursement.merger';
import { byDateThenId, type PositionParts, type Transaction } from './position-parts.model';

/** A debit this many times the median payment is a payoff or lump sum, not a scheduled pull. */
export const LUMP_PAYMENT_RATIO = 3;
const MIN_PAYMENTS_FOR_LUMPS = 4;

/** Splits a stored position's transactions into payments, lump payments, advances and returned payments. */
export function splitPositionParts(position: Parsing.LedgerPosition, byId: ReadonlyMap<number, Transaction>): PositionParts {
  const transactions = position.transaction_ids
    .map((id) => byId.get(id))
    .filter((transaction): transaction is Transaction => transaction !== undefined)
    .sort(byDateThenId);
  const isReversal = (transaction: Transaction) => transaction.tag.includes('reversal');
  const debits = transactions.filter((transaction) => transaction.transaction_type === 'debit' && !isReversal(transaction));
  const credits = transactions.filter((transaction) => transaction.transaction_type === 'credit' && !isReversal(transaction));
  const reversalCredits = transactions.filter((transaction) => transaction.transaction_type === 'credit' && isReversal(transaction));
  const typical = median(debits.map((debit) => debit.amount));
  const isLump = (debit: Transaction) => debits.length >= MIN_PAYMENTS_FOR_LUMPS && debit.amount > typical * LUMP_PAYMENT_RATIO;
  return {
    position,
    transactions,
    payments: debits.filter((debit) => !isLump(debit)),
    lumpPayments: debits.filter(isLump),
    advances: mergeDisbursements(credits, position.position_id),
    reversalCredits,
  };
}
