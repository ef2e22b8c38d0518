import { extractBankStatement } from '../bank-statement.extractor';

describe("a page's number printed right under its last row's wrapped description (one page: no footer repeats to tell it by)", () => {
  const page = [
    'Statement Period 11/01/2025 - 11/30/2025',
    '11/01/2025 Beginning Balance  57,739.72',
    '11/30/2025 Ending Balance  57,947.28',
    'Deposits/Other Credits',
    '11/04/2025 ACH Deposit  207.56',
    'MERCHANT SVCS IPSMXASETL AL WEST NISSAN WARR',
    'Pg 1 of 8',
  ].join('\n');

  it('is no part of the description', () => {
    expect(extractBankStatement([page]).transactions.map((row) => row.description)).toEqual(['ACH Deposit MERCHANT SVCS IPSMXASETL AL WEST NISSAN WARR']);
    expect(extractBankStatement([page.replace('Pg 1 of 8', 'Page 1 / 8')]).transactions[0].description).toBe('ACH Deposit MERCHANT SVCS IPSMXASETL AL WEST NISSAN WARR');
  });
});
