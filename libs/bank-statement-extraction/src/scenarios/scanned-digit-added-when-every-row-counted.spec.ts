import { extractBankStatement } from '../bank-statement.extractor';

// A speck read as a digit of its own in one amount (`7,500.14` printed 750.14), between two running balances.
const page = (summary: string[]) =>
  [
    'Tri-County Community Bank  Statement Period 06/01/2023 - 06/30/2023',
    'Beginning Balance  5,000.00',
    ...summary,
    'Ending Balance  5,349.86',
    'Date  Description  Amount  Balance',
    '06/02  SHOPIFY TRANSFER 130627 HARBOR ROOFING CORP  1,200.00  6,200.00',
    '06/04  PURCHASE AUTHORIZED ON 06/04 SYSCO FOODS SEATTLE  -7,500.14  5,449.86',
    '06/05  MONTHLY SERVICE FEE  -100.00  5,349.86',
  ].join('\n');

describe('a scanned amount with a digit added, between two balances that stand', () => {
  it('is read without it where the summary counts every row read: no row can be missing', () => {
    const statement = extractBankStatement([page(['Deposits and Credits (1)  1,200.00', 'Withdrawals and Debits (2)  850.14'])], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1200, 750.14, 100]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('is left as read, unreconciled, where the summary counts no rows: the gap may be a row the scan lost', () => {
    const statement = extractBankStatement([page(['Deposits and Credits  1,200.00', 'Withdrawals and Debits  850.14'])], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1200, 7500.14, 100]);
    expect(statement.reconciliation.is_reconciled).toBe(false);
  });

  it('is left as read where the summary counts more rows than were read', () => {
    const statement = extractBankStatement([page(['Deposits and Credits (2)  1,200.00', 'Withdrawals and Debits (2)  850.14'])], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1200, 7500.14, 100]);
  });
});
