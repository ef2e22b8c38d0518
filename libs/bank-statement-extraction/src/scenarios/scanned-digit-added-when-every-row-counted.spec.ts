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

  it('is left as read, unreconciled, where the summary prints neither counts nor totals: the gap may be a row the scan lost', () => {
    const statement = extractBankStatement([page([])], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1200, 7500.14, 100]);
    expect(statement.reconciliation.is_reconciled).toBe(false);
  });

  it('is read without it where the summary counts no rows but its totals say so: a lost row never puts a side over its total', () => {
    // A lost deposit of 6,750.00 would leave the same gap between the balances, but the credits are on their
    // printed total and the debits 6,750.00 over theirs.
    const statement = extractBankStatement([page(['Deposits and Credits  1,200.00', 'Withdrawals and Debits  850.14'])], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1200, 750.14, 100]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('is left as read where the summary counts more rows than were read', () => {
    const statement = extractBankStatement([page(['Deposits and Credits (2)  1,200.00', 'Withdrawals and Debits (2)  850.14'])], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1200, 7500.14, 100]);
  });

  it('is left as read where a row read twice makes up for one the scan lost: the counts then match, but not what they vouch for', () => {
    // Truth: a 6,500.00 deposit on 06/03 was lost, and CHECK 1001 was read twice; the 7,500.14 debit is right.
    const lost = [
      'Tri-County Community Bank  Statement Period 06/01/2023 - 06/30/2023',
      'Beginning Balance  5,000.00',
      'Deposits and Credits (2)  7,700.00',
      'Withdrawals and Debits (3)  7,850.14',
      'Ending Balance  4,849.86',
      'Date  Description  Amount  Balance',
      '06/02  SHOPIFY TRANSFER 130627 HARBOR ROOFING CORP  1,200.00  6,200.00',
      '06/03  CHECK 1001  -250.00',
      '06/03  CHECK 1001  -250.00',
      '06/04  PURCHASE AUTHORIZED ON 06/04 SYSCO FOODS SEATTLE  -7,500.14  4,949.86',
      '06/05  MONTHLY SERVICE FEE  -100.00  4,849.86',
    ].join('\n');
    const statement = extractBankStatement([lost], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toContain(7500.14);
    expect(statement.reconciliation.is_reconciled).toBe(false);
  });

  it('is left as read where more rows are signed as debits than the summary counts', () => {
    const statement = extractBankStatement([page(['Deposits and Credits (2)  1,200.00', 'Withdrawals and Debits (1)  850.14'])], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1200, 7500.14, 100]);
  });

  it('is left as read where a credit read twice makes up for a credit the scan lost, the counts matching side by side', () => {
    // Truth: a 7,050.00 deposit on 06/03 was lost and the 300.00 one read twice; the 7,500.14 debit is right.
    const lost = [
      'Tri-County Community Bank  Statement Period 06/01/2023 - 06/30/2023',
      'Beginning Balance  5,000.00',
      'Deposits and Credits (3)  8,550.00',
      'Withdrawals and Debits (2)  7,600.14',
      'Ending Balance  5,949.86',
      'Date  Description  Amount  Balance',
      '06/02  SHOPIFY TRANSFER 130627 HARBOR ROOFING CORP  1,200.00  6,200.00',
      '06/03  ZELLE PAYMENT FROM JOHN SMITH  300.00',
      '06/03  ZELLE PAYMENT FROM JOHN SMITH  300.00',
      '06/04  PURCHASE AUTHORIZED ON 06/04 SYSCO FOODS SEATTLE  -7,500.14  6,049.86',
      '06/05  MONTHLY SERVICE FEE  -100.00  5,949.86',
    ].join('\n');
    const statement = extractBankStatement([lost], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toContain(7500.14);
    expect(statement.reconciliation.is_reconciled).toBe(false);
  });
});
