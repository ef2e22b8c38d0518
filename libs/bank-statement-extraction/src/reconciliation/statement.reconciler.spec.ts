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

  describe('an online printout without an opening balance', () => {
    // The opening is the first row's balance less its amount: 8,775.23 misread for 3,775.23 still adds up.
    const printout = [row('2024-03-01', 8775.23, 10775.23), row('2024-03-02', 100, 10875.23)];

    it('reconciles a text layer from the opening the first row implies', () => {
      expect(reconcileStatement(printout, null, 10875.23)).toMatchObject({ is_reconciled: true, computed_ending_balance: 10875.23 });
    });

    it('does not reconcile a scan: no balance checks how OCR read the first row, and the reason names it', () => {
      expect(reconcileStatement(printout, null, 10875.23, { scanned: true })).toMatchObject({
        is_reconciled: false,
        discrepancy: 0,
        reason: "Adds up from the first row on, but no opening balance is printed: the first row's amount (2024-03-01, 8775.23) sets the opening, and no balance checks how the scan read it",
      });
      expect(reconcileStatement(printout, 2000, 10875.23, { scanned: true }).is_reconciled).toBe(true);
    });
  });
});
