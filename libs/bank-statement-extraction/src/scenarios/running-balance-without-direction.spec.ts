import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'Prairie Federal Credit Union',
  'Statement Period: 03/01/2025 - 03/31/2025',
  'Beginning Balance  $500.00',
  'Ending Balance  $1,230.00',
  'Transactions',
  'Date  Description  Debits  Credits  Balance',
  '03/01  Beginning Balance  $500.00',
  '03/03  MERCHANT DEPOSIT  1,000.00',
  '03/03  FUNDER ACH DEBIT  150.00  1,350.00',
  '03/10  INSURANCE PREMIUM  120.00  1,230.00',
  '03/31  Ending Balance  -  -  $1,230.00',
].join('\n');

describe('one amount column whose direction only the running balance tells', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads each direction from the balance it reconciles to, skipping the balance rows', () => {
    expect(statement.transactions.map(({ description, direction, running_balance }) => ({ description, direction, running_balance }))).toEqual([
      { description: 'MERCHANT DEPOSIT', direction: 'credit', running_balance: null },
      { description: 'FUNDER ACH DEBIT', direction: 'debit', running_balance: 1350 },
      { description: 'INSURANCE PREMIUM', direction: 'debit', running_balance: 1230 },
    ]);
  });

  it('reconciles and says the directions were inferred', () => {
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings).toEqual(['Direction of 3 row(s) not printed; read from the balances they reconcile to']);
  });
});
