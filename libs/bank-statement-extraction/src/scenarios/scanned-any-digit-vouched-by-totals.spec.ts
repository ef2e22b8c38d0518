import { extractBankStatement } from '../bank-statement.extractor';

/** A credit union's scan whose thin 1 read as a 5 in one deposit: no digits OCR is known to confuse, so only the totals can vouch. */
const page = (deposit: string, totals = ['Deposits and Dividends  2,182.51', 'Withdrawals and Fees  15.00']) =>
  [
    'HEARTLAND MEMBERS CREDIT UNION',
    'Statement Period: 01/01/2024 to 01/31/2024',
    `Beginning Balance  $4,632.89  ${totals[0]}`,
    `Ending Balance  $6,800.40  ${totals[1]}`,
    'Date  Transaction Description  Withdrawals  Deposits  Balance',
    `01/10/24  ACH CREDIT SUNCOAST PROPERTIES PAYMENTS 3180454  ${deposit}  6,550.01`,
    '01/30/24  STRIPE TRANSFER 107794 BLUE HERON FITNESS LLC  265.39  6,815.40',
    '01/31/24  MONTHLY SERVICE FEE  15.00  6,800.40',
  ].join('\n');

describe('a scanned amount with any one digit misread, vouched for by the summary totals', () => {
  it('reads the amount the balances around it make where the statement then adds up to the totals of both sides', () => {
    const statement = extractBankStatement([page('1,917.52')], { scanned: true });

    expect(statement.transactions.map((row) => [row.amount, row.direction])).toEqual([
      [1917.12, 'credit'],
      [265.39, 'credit'],
      [15, 'debit'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings).toContain("1 amount(s) read with one digit OCR misread: the balances around each and the summary's totals of credits and debits confirm them");
  });

  it('keeps the amount as read where the totals do not vouch: a side that would not add up (a row lost), or no totals', () => {
    const lost = extractBankStatement([page('1,917.52', ['Deposits and Dividends  2,182.91', 'Withdrawals and Fees  15.40'])], { scanned: true });
    expect(lost.transactions[0].amount).toBe(1917.52);
    expect(lost.reconciliation.is_reconciled).toBe(false);

    const untotalled = extractBankStatement([page('1,917.52', ['', ''])], { scanned: true });
    expect(untotalled.transactions[0].amount).toBe(1917.52);
  });
});
