import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'Western Pacific Bank',
  'Statement Period 12/01/2024 - 12/31/2024',
  'Beginning balance on 12/01  $1,259.54',
  'Ending balance on 12/31  $1,620.55',
  'Date  Description  Credits  Debits  Daily balance',
  '12/03  WORLDPAY TRANSFER 824297  294.31',
  '12/03  SQUARE INC DES:SETTLEMENT 1D:52651706  32511',
  'INDN:NORTHSTAR ELECTRIC CORP CCD',
  '12/03  CHECK 4299  258.41  1,620.55',
].join('\n');

describe('an OCR-read amount that lost its decimal point, confirmed by the daily balance', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads the line with 32511 as a row of 325.11 (no other reading takes 1,259.54 to 1,620.55), its next line in its description', () => {
    expect(statement.transactions.map(({ description, amount, direction }) => ({ description, amount, direction }))).toEqual([
      { description: 'WORLDPAY TRANSFER 824297', amount: 294.31, direction: 'credit' },
      { description: 'SQUARE INC DES:SETTLEMENT 1D:52651706 INDN:NORTHSTAR ELECTRIC CORP CCD', amount: 325.11, direction: 'credit' },
      { description: 'CHECK 4299', amount: 258.41, direction: 'debit' },
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
