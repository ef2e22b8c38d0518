import { extractBankStatement } from '../bank-statement.extractor';

// Two debit sections one after the other, each in date order: the first row of the second is no misread date.
const PAGE = [
  'Chase Business Complete Checking  Statement Period 01/01/2024 - 01/31/2024',
  'Beginning Balance  5,000.00',
  'Ending Balance  4,400.00',
  'ELECTRONIC WITHDRAWALS',
  '01/05  ORIG CO NAME:KAPITUS  100.00',
  '01/14  ORIG CO NAME:KAPITUS  100.00',
  '01/21  ORIG CO NAME:KAPITUS  100.00',
  'CARD PURCHASES',
  '01/02  AMAZON MKTPL SEATTLE WA  100.00',
  '01/23  SHELL OIL TAMPA FL  100.00',
  '01/28  HOME DEPOT TAMPA FL  100.00',
].join('\n');

describe('a scanned statement with two sections of debits', () => {
  it('keeps the dates of a section that starts over in date, though its direction is the same', () => {
    const statement = extractBankStatement([PAGE], { scanned: true });

    expect(statement.transactions.find(({ description }) => description.startsWith('AMAZON'))?.date).toBe('2024-01-02');
  });
});
