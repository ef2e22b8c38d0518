import { type LedgerRow, scorePositions } from './position-score';

/** Kapitus (a funder of the default registry) pulling 55.37 each business day of a week, beside card sales. */
function ledger(change: (rows: LedgerRow[]) => LedgerRow[] = (rows) => rows): Array<{ transactions: LedgerRow[] }> {
  const days = ['2024-07-01', '2024-07-02', '2024-07-03', '2024-07-05', '2024-07-08', '2024-07-09'];
  const rows: LedgerRow[] = days.flatMap((date) => [
    { date, description: `STRIPE DES:TRANSFER ID:ST-${date} INDN:MAPLE STREET LLC CO ID:1800948598 CCD`, amount: 1200, direction: 'credit' as const },
    { date, description: `ORIG CO NAME:KAPITUS ORIG ID:7632048028 DESC DATE:${date.slice(2).replace(/-/g, '')} CO ENTRY DESCR:PAYMENT SEC:CCD`, amount: 55.37, direction: 'debit' as const },
  ]);
  return [{ transactions: change(rows) }];
}

describe('scorePositions', () => {
  it('finds the true ledger’s position exactly when the reading has every payment', () => {
    expect(scorePositions(ledger(), ledger())).toEqual({ truth: 1, found: 1, exact: 1, extra: 0 });
  });

  it('finds the position but not exactly when a payment was lost or its amount misread', () => {
    const lost = ledger((rows) => rows.filter((row, index) => index !== 3));
    const misread = ledger((rows) => rows.map((row, index) => (index === 5 ? { ...row, amount: 85.37 } : row)));

    expect(scorePositions(ledger(), lost)).toEqual({ truth: 1, found: 1, exact: 0, extra: 0 });
    expect(scorePositions(ledger(), misread)).toEqual({ truth: 1, found: 1, exact: 0, extra: 0 });
  });

  it('misses the position in a reading of nothing, and counts a position only the reading has as extra', () => {
    const noDebt = ledger((rows) => rows.filter((row) => row.direction === 'credit'));

    expect(scorePositions(ledger(), [])).toEqual({ truth: 1, found: 0, exact: 0, extra: 0 });
    expect(scorePositions(noDebt, ledger())).toEqual({ truth: 0, found: 0, exact: 0, extra: 1 });
  });
});
