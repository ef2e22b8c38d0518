import { type StatementTransaction } from '../model/bank-statement.model';
import { confirmEndingBalanceSign } from './ending-balance-sign.repair';

const row = (amount: number, direction: 'credit' | 'debit'): StatementTransaction => ({ date: '2024-02-01', description: 'ROW', amount, direction, running_balance: null });
const days = (...balances: number[]) => balances.map((balance, index) => ({ month: 2, day: index + 1, balance }));

describe('the sign of a scanned ending balance', () => {
  const rows = [row(1000, 'credit'), row(300, 'debit')];

  it("takes the daily table's last balance where a speck read as a minus turned the summary's, and the rows end there", () => {
    expect(confirmEndingBalanceSign(rows, 500, -1200, days(1500, 1200))).toMatchObject({ ending: 1200, warning: expect.stringContaining('sign is taken as misread') });
  });

  it('takes it too when a row OCR lost leaves the rows off by its amount only', () => {
    expect(confirmEndingBalanceSign([row(1000, 'credit')], 500, -1200, days(1500, 1200)).ending).toBe(1200);
  });

  it('keeps the reading when the table agrees with it, prints another figure, or the rows end at the reading', () => {
    expect(confirmEndingBalanceSign(rows, 500, 1200, days(1500, 1200))).toEqual({ ending: 1200, warning: null });
    expect(confirmEndingBalanceSign(rows, 500, -1200, days(1500, 1100))).toEqual({ ending: -1200, warning: null });
    expect(confirmEndingBalanceSign([row(1000, 'debit'), row(700, 'debit')], 500, -1200, days(1200))).toEqual({ ending: -1200, warning: null });
    expect(confirmEndingBalanceSign(rows, 500, -1200, [])).toEqual({ ending: -1200, warning: null });
  });

  it("takes the table's latest day where it is printed down its columns (found in review)", () => {
    const downColumns = [
      { month: 2, day: 1, balance: 1500 },
      { month: 2, day: 3, balance: 1200 },
      { month: 2, day: 2, balance: 1400 },
    ];
    expect(confirmEndingBalanceSign(rows, 500, -1200, downColumns).ending).toBe(1200);
  });
});
