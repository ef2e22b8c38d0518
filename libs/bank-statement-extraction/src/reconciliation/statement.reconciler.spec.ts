import { type StatementTransaction } from '../model/bank-statement.model';
import { reconcileStatement } from './statement.reconciler';

const row = (date: string, amount: number, running_balance: number): StatementTransaction => ({ date, description: 'TOAST INC TRANSFER', amount, direction: 'credit', running_balance });

describe('reconcileStatement', () => {
  const rows = [row('2024-01-03', 100, 1100), row('2024-01-08', 100, 1200), row('2024-01-06', 100, 1300)];

  it('reconciles a statement whose totals and running balances agree', () => {
    expect(reconcileStatement(rows, 1000, 1300)).toMatchObject({ is_reconciled: true, discrepancy: 0, first_divergent_row: null, reason: null });
  });

  it('does not reconcile one whose money adds up with a row date read out of date order, and names the row', () => {
    expect(reconcileStatement(rows, 1000, 1300, { datesOutOfOrder: ['2024-01-08 between 2024-01-03 and 2024-01-06'] })).toMatchObject({
      is_reconciled: false,
      discrepancy: 0,
      reason: 'Adds up, but 1 row date(s) read out of date order (a date misread in the scan): 2024-01-08 between 2024-01-03 and 2024-01-06',
    });
  });

  it('gives the money’s reason first where it does not add up', () => {
    expect(reconcileStatement(rows, 1000, 1400, { datesOutOfOrder: ['2024-01-08 between 2024-01-03 and 2024-01-06'] }).reason).toBe(
      'Starting balance plus credits minus debits is off the printed ending balance by -100.00',
    );
  });
});
