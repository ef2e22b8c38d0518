import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A community bank's business account (anonymised from a real excerpt): each row prints its description first and its
 * date beside the amount (`Deposit 650825261202  01-02  1,280.00`), under section headings naming the account, after a
 * daily balance summary of dates and signed balances.
 */
const PAGE = [
  'Statement Period 01/01/2026 - 01/31/2026',
  'Beginning Balance  -522.99',
  'Ending Balance  827.22',
  'Daily Balance Summary  Account # 475663022',
  '01-02  827.22  01-14  827.22',
  'Deposits & Other Credits  Account # 475663022',
  'Description  Date  Credited Amount',
  'Online Bnkg Transfer From DDA 1/1/2026 5:13:08 PM  01-02  90.00',
  'Deposit 650825261202  01-02  1,280.00',
  'Withdrawals & Other Debits  Account # 475663022',
  'Description  Date  Debited Amount',
  'Bus Debit Card Purchase Amazon Mktpl  01-02  19.79',
  'Balance  01-31  827.22',
];

describe('rows that print their date after the description', () => {
  it('reads each row with its date, and the description without it', () => {
    const statement = extractBankStatement([PAGE.join('\n')]);
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction, row.description])).toEqual([
      ['2026-01-02', 90, 'credit', 'Online Bnkg Transfer From DDA 1/1/2026 5:13:08 PM'],
      ['2026-01-02', 1280, 'credit', 'Deposit 650825261202'],
      ['2026-01-02', 19.79, 'debit', 'Bus Debit Card Purchase Amazon Mktpl'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
