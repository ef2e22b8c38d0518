import { extractBankStatement } from '../bank-statement.extractor';

/** A credit union's columns: no direction printed, a balance on every row, the summary's totals above. */
const page = (firstAmount: string, counts = { credits: ' (3)', debits: ' (1)' }) =>
  [
    'HEARTLAND MEMBERS CREDIT UNION',
    'Statement Period: 01/01/2024 to 01/31/2024',
    `Beginning Balance  $4,632.89  Deposits and Dividends${counts.credits}  3,840.68`,
    `Ending Balance  $8,458.57  Withdrawals and Fees${counts.debits}  15.00`,
    'Date  Transaction Description  Withdrawals  Deposits  Balance',
    `01/10/24  ACH CREDIT KEYSTONE BUTLDERS PAYMENTS 3180454  ${firstAmount}  6,550.01`,
    '01/11/24  TOAST INC TRANSFER 289438  190.21  6,740.22',
    '01/30/24  ACH CREDIT KEYSTONE BUILDERS PAYMENTS 5185173  1,733.35  8,473.57',
    '01/31/24  MONTHLY SERVICE FEE  15.00  8,458.57',
  ].join('\n');

describe('a scanned statement with a cent digit and a word misread', () => {
  it('reads 1,917.52 as 1,917.12, which the balances, the printed totals and the counts say, and BUTLDERS as the BUILDERS it prints elsewhere', () => {
    const statement = extractBankStatement([page('1,917.52')], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1917.12, 190.21, 1733.35, 15]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.transactions[0].description).toBe('ACH CREDIT KEYSTONE BUILDERS PAYMENTS 3180454');
    expect(statement.warnings).toContain(
      '1 amount(s) with a digit misread in the scan read as 1917.52 on 2024-01-10 as 1917.12: the running balances and the printed totals both say so',
    );
  });

  it('leaves the amount where the summary counts no rows: a row of 0.40 lost would leave the same gaps', () => {
    const statement = extractBankStatement([page('1,917.52', { credits: '', debits: '' })], { scanned: true });

    expect(statement.transactions[0].amount).toBe(1917.52);
    expect(statement.reconciliation.is_reconciled).toBe(false);
  });

  it('leaves a text PDF as printed', () => {
    const statement = extractBankStatement([page('1,917.52')]);

    expect(statement.transactions[0].amount).toBe(1917.52);
    expect(statement.transactions[0].description).toBe('ACH CREDIT KEYSTONE BUTLDERS PAYMENTS 3180454');
  });
});
