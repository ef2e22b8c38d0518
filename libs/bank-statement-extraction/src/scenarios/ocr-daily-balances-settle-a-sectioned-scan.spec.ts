import { extractBankStatement } from '../bank-statement.extractor';

// A scanned statement printed in sections (deposits, then withdrawals) with no running balance on its rows,
// and a daily balance table after them. One deposit's amount is damaged (`162:77-`: a colon for its point and a
// speck for a minus), so its line reads as no row at all.
function page(dailyTable: readonly string[]): string {
  return [
    'Great Plains National Bank  Statement Period: 05/01/2023 through 05/31/2023',
    'Account Summary',
    'Beginning Balance on 05/01/2023  $1,000.00',
    'Ending Balance on 05/31/2023  $1,647.77',
    'Deposits and Other Credits',
    'Date  Description  Amount',
    '05/01  CLOVER TRANSFER 732964 MAPLE STREET ELECTRIC CORP  500.00',
    '05/02  MOBILE DEPOSIT REF NUMBER 922201179  162:77-',
    '05/03  CLOVER TRANSFER 334265 MAPLE STREET ELECTRIC CORP  300.00',
    'Withdrawals and Other Debits',
    'Date  Description  Amount',
    '05/01  ORIG CO NAME:ONDECK CAPITAL ORIG ID:3349675354 DESC  100.00',
    '05/02  ZELLE PAYMENT TO LANDMARK REALTY RENT CONF# 24248516  200.00',
    '05/03  MONTHLY SERVICE FEE  15.00',
    'Daily Ending Balance',
    'Date  Balance  Date  Balance  Date  Balance',
    ...dailyTable,
  ].join('\n');
}

const readDeposits = (text: string) =>
  extractBankStatement([text], { scanned: true })
    .transactions.filter((transaction) => transaction.direction === 'credit')
    .map(({ date, description, amount }) => ({ date, description, amount }));

describe('a sectioned scan settled day by day from its daily balance table', () => {
  it('takes the damaged deposit the day it is printed on needs, without its speck for a sign', () => {
    const statement = extractBankStatement([page(['05/01  $1,400.00  05/02  $1,362.77  05/03  $1,647.77'])], { scanned: true });
    expect(readDeposits(page(['05/01  $1,400.00  05/02  $1,362.77  05/03  $1,647.77']))).toEqual([
      { date: '2023-05-01', description: 'CLOVER TRANSFER 732964 MAPLE STREET ELECTRIC CORP', amount: 500 },
      { date: '2023-05-02', description: 'MOBILE DEPOSIT REF NUMBER 922201179', amount: 162.77 },
      { date: '2023-05-03', description: 'CLOVER TRANSFER 334265 MAPLE STREET ELECTRIC CORP', amount: 300 },
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings.join('\n')).toMatch(/damaged in the scan read as repaired/);
  });

  it('leaves the line as read when the day balance it would close on is not confirmed by the next day', () => {
    // 05/03's balance misread: nothing confirms 05/02's, so the repair that would meet it is not taken.
    const deposits = readDeposits(page(['05/01  $1,400.00  05/02  $1,362.77  05/03  $1,847.77']));
    expect(deposits.map((deposit) => deposit.amount)).toEqual([500, 300]);
  });

  it('leaves the line as read without a daily balance table', () => {
    expect(readDeposits(page([])).map((deposit) => deposit.amount)).toEqual([500, 300]);
  });

  it('takes no unconfirmed line when the rows as read reach the ending balance, though a daily balance was misread', () => {
    const text = page(['05/01  $1,400.00  05/02  $1,362.77  05/03  $1,847.77'])
      .replace('05/02  MOBILE DEPOSIT REF NUMBER 922201179  162:77-', '05/02  MOBILE DEPOSIT REF NUMBER 922201179  162.77\n05/02  ORIGINAL CHECK AMOUNT  $162 77');
    const statement = extractBankStatement([text], { scanned: true });
    expect(statement.transactions.filter((transaction) => transaction.direction === 'credit').map((transaction) => transaction.amount)).toEqual([500, 162.77, 300]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('counts a check only the check listing prints as a debit of its day', () => {
    // Check 5270 paid 05/02 is printed in the listing alone: 05/02 adds up only with it (and the damaged deposit).
    const text = page(['05/01  $1,400.00  05/02  $1,312.77  05/03  $1,597.77'])
      .replace('Ending Balance on 05/31/2023  $1,647.77', 'Ending Balance on 05/31/2023  $1,597.77')
      .replace('Daily Ending Balance', 'Checks Paid\nCheck  Date  Amount\n5270  05/02  50.00\nDaily Ending Balance');
    const statement = extractBankStatement([text], { scanned: true });

    expect(statement.transactions.map(({ date, amount, direction }) => `${date} ${direction} ${amount}`)).toEqual(
      expect.arrayContaining(['2023-05-02 credit 162.77', '2023-05-02 debit 50']),
    );
    expect(statement.reconciliation.is_reconciled).toBe(true);

    // Printed in the withdrawals too, it is counted once.
    const shown = text.replace('05/03  MONTHLY SERVICE FEE  15.00', '05/02  CHECK 5270  50.00\n05/03  MONTHLY SERVICE FEE  15.00');
    const once = extractBankStatement([shown], { scanned: true });
    expect(once.transactions.filter(({ amount }) => amount === 50)).toHaveLength(1);
    expect(once.transactions.map(({ amount }) => amount)).toContain(162.77);
    expect(once.reconciliation.is_reconciled).toBe(true);
  });

  describe('a check the table prints too, the listing or the table row damaged', () => {
    const withCheck = (tableRow: string, listed: string) =>
      page(['05/01  $1,400.00  05/02  $1,312.77  05/03  $1,597.77'])
        .replace('Ending Balance on 05/31/2023  $1,647.77', 'Ending Balance on 05/31/2023  $1,597.77')
        .replace('05/03  MONTHLY SERVICE FEE  15.00', `${tableRow}\n05/03  MONTHLY SERVICE FEE  15.00`)
        .replace('Daily Ending Balance', `Checks Paid\nCheck  Date  Amount\n${listed}\nDaily Ending Balance`);

    it('is the row naming its number, whatever the date and amount the listing reads', () => {
      // The listing read 05/03 and 56.00 for the check the table prints on 05/02 for 50.00: it comes off no day.
      const deposits = readDeposits(withCheck('05/02  CHECK 5270  50.00', '5270  05/03  56.00'));
      expect(deposits.map((deposit) => deposit.amount)).toEqual([500, 162.77, 300]);
    });

    it('is counted once where the listing reads its date otherwise, in a scan and in a text layer, and says so', () => {
      const scanned = extractBankStatement([withCheck('05/02  CHECK 5270  50.00', '5270  05/03  50.00')], { scanned: true });
      const text = extractBankStatement([withCheck('05/02  CHECK 5270  50.00', '5270  05/03  50.00').replace('162:77-', '162.77')]);

      for (const statement of [scanned, text]) {
        expect(statement.transactions.filter(({ amount }) => amount === 50)).toHaveLength(1);
        expect(statement.reconciliation.is_reconciled).toBe(true);
        expect(statement.warnings).toContain('Check 5270 is dated 2023-05-02 in the table and 2023-05-03 in the check listing');
      }
    });

    it('is a damaged row near its date that may read its amount', () => {
      // `CHK 5270  50.030` reads 50.30, or 50.00 repaired: the listed 50.00 check.
      const statement = extractBankStatement([withCheck('05/02  CHK 5270  50.030', '5270  05/02  50.00')], { scanned: true });
      expect(statement.transactions.filter(({ amount }) => amount === 50)).toHaveLength(1);
      expect(statement.transactions.map(({ amount }) => amount)).toContain(162.77);
      expect(statement.reconciliation.is_reconciled).toBe(true);
      // The listing's date read a day late: still that row's check, and the damaged deposit still reads.
      expect(readDeposits(withCheck('05/02  CHK 5270  50.030', '5270  05/03  50.00')).map((deposit) => deposit.amount)).toEqual([500, 162.77, 300]);
    });
  });
});
