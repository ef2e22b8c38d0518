import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A combined statement of two months that prints no period, only its statement date: checking then savings for
 * October, then checking then savings for January.
 */
function accountPart(date: string, type: string, number: string, month: string, opening: string, rows: string[], closing: string): string {
  return [
    `${type}`,
    `${date} Page 1`,
    `Account number: ${number}`,
    'Statement period activity summary',
    `Beginning balance on ${month}/01  ${opening}`,
    `Ending balance on ${month}/31  ${closing}`,
    'Transaction history',
    'Date  Description  Credits  Debits  Daily balance',
    ...rows,
  ].join('\n');
}

describe('a combined statement of several months without printed periods', () => {
  const pages = [
    accountPart('Dec 31, 2022', 'Initiate Business Checking', 'XXXXXX9631', '12', '$1,000.00', ['12/05  CARD SETTLEMENT  500.00    1,500.00'], '$1,500.00'),
    accountPart('Dec 31, 2022', 'Business Market Rate Savings', '****7215', '12', '$200.00', ['12/31  INTEREST PAYMENT  1.00    201.00'], '$201.00'),
    accountPart('Jan 31, 2023', 'Initiate Business Checking', 'XXXXXX9631', '01', '$1,500.00', ['01/06  CARD SETTLEMENT  250.00    1,750.00'], '$1,750.00'),
    accountPart('Jan 31, 2023', 'Business Market Rate Savings', '****7215', '01', '$201.00', ['01/31  INTEREST PAYMENT  1.00    202.00'], '$202.00'),
  ];

  it("reads each month as its own statement: the checking account printed again opens January's, and its rows take January's year", () => {
    const statement = extractBankStatement(pages);
    const checking = statement.accounts.find((account) => account.account_number === 'XXXXXX9631');
    const savings = statement.accounts.find((account) => account.account_number === '****7215');
    expect(checking?.transactions.map((row) => row.date)).toEqual(['2022-12-05', '2023-01-06']);
    expect(savings?.transactions.map((row) => row.date)).toEqual(['2022-12-31', '2023-01-31']);
    expect(checking?.statements?.map((part) => [part.starting_balance, part.ending_balance])).toEqual([
      [1000, 1500],
      [1500, 1750],
    ]);
  });
});
