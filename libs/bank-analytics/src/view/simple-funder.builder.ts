import { type Analytics, type Statements } from '@uw/contracts';
import { type LedgerEntry } from '../ledger/book-ledger.model';
import { averageCents, toDollars } from '../money/cents';
import { paymentFrequency } from './payment-frequency';

/** The positions seen in one account statement: its credits are disbursements, its debits payments. */
export function simpleFunders(entries: LedgerEntry[], analysed: ReadonlyMap<string, Analytics.DebtPosition>): Statements.SimpleFunder[] {
  const byPosition = new Map<string, LedgerEntry[]>();
  for (const entry of entries) {
    if (entry.position === null) continue;
    const list = byPosition.get(entry.position.position_id) ?? [];
    list.push(entry);
    byPosition.set(entry.position.position_id, list);
  }
  return [...byPosition.values()].map((positionEntries) => {
    const position = positionEntries[0]!.position!;
    const funder = analysed.get(position.position_id);
    const disbursements = positionEntries.filter((entry) => entry.direction === 'credit');
    const payments = positionEntries.filter((entry) => entry.direction === 'debit');
    const paidCents = payments.reduce((total, entry) => total + entry.cents, 0);
    const average = averageCents(paidCents, payments.length);
    return {
      position_id: position.position_id,
      name: position.name,
      loan_type: position.loan_type,
      funder_uuid: funder?.funder_uuid ?? position.funder_id,
      funder_title: funder?.funder_title ?? null,
      funder_link: funder?.funder_link ?? null,
      funder_contact: funder?.funder_contact ?? null,
      funder_email: funder?.funder_email ?? null,
      transaction_count: positionEntries.length,
      total_disbursements: toDollars(disbursements.reduce((total, entry) => total + entry.cents, 0)),
      total_payments: toDollars(paidCents),
      funded_date: disbursements[0]?.date ?? null,
      first_payment_date: payments[0]?.date ?? null,
      last_payment_date: payments.at(-1)?.date ?? null,
      payment_count: payments.length,
      avg_payment_amount: average === null ? null : toDollars(average),
      payment_frequency: paymentFrequency(payments.map((entry) => entry.date)),
    };
  });
}
