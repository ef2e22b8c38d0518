import { extractBankStatement } from '../bank-statement.extractor';

// One amount column, no signs, no sections, and no balance printed to settle the rows against.
const PAGE = [
  'Summit Bank  Statement Period 06/01/2024 - 06/30/2024',
  'Date  Description  Amount',
  '06/14  BRANCH DEPOSIT  1,071.96',
  '06/14  PURCHASE AUTHORIZED ON 06/13 SYSCO FOODS TAMPA FL  120.00',
  '06/14  WIRE 55501  26.96',
  '06/30  MONTHLY SERVICE FEE  15.00',
].join('\n');

describe('rows whose direction no balance settles', () => {
  const statement = extractBankStatement([PAGE]);

  it('go the way their descriptions say (a deposit a credit, a purchase or a fee a debit), the others as debits', () => {
    expect(statement.transactions.map(({ description, direction }) => [description, direction])).toEqual([
      ['BRANCH DEPOSIT', 'credit'],
      ['PURCHASE AUTHORIZED ON 06/13 SYSCO FOODS TAMPA FL', 'debit'],
      ['WIRE 55501', 'debit'],
      ['MONTHLY SERVICE FEE', 'debit'],
    ]);
  });

  it('say so in a warning', () => {
    expect(statement.warnings).toContain('Direction of 4 row(s) from 2024-06-14 not printed and no balance to settle them against; 1 read as credits by their descriptions, the others as debits');
  });

  it('read money leaving or coming by the whole phrase: a card bill, a returned deposit and a debt settlement are debits, a payment from someone a credit', () => {
    const page = [
      'Summit Bank  Statement Period 06/01/2024 - 06/30/2024',
      'Date  Description  Amount',
      '06/03  CHASE CREDIT CRD AUTOPAY  1,250.00',
      '06/05  RETURNED DEPOSIT ITEM  400.00',
      '06/07  NATIONAL DEBT SETTLEMENT  300.00',
      '06/10  ZELLE PAYMENT FROM JOHN SMITH  500.00',
    ].join('\n');

    expect(extractBankStatement([page]).transactions.map(({ direction }) => direction)).toEqual(['debit', 'debit', 'debit', 'credit']);
  });
});
