import { extractBankStatement } from '../bank-statement.extractor';

// An overdrawn account scanned: the beginning balance lost its minus, the first row's amount its 7 (`479./8`),
// and a later row's amount cell is unreadable, so the daily balance beside it (-179.29) reads as its amount.
// Credits and debits stand in two columns the OCR text does not keep apart.
const PAGE = [
  'Western Pacific Bank  Statement period 04/01/2024 - 04/30/2024',
  'Beginning balance on 4/01  $1,395.80',
  'Ending balance on 4/30  $84.59',
  'Date  Description  Credits  Debits  Daily balance',
  '04/01  SHOPIFY TRANSFER 206815 NORTHSTAR PLUMBING CORP  479./8',
  '04/01  ACH CREDIT SUNCOAST PROPERTIES PAYMENTS 1128442  1,342.11',
  '04/01  STATE FARM INS DES:BILL PAY ID:712219138  316.71',
  '04/01  PURCHASE AUTHORIZED ON 04/01 GOOGLE ADS DALLAS TX  24.50  84.88',
  '04/03  ZELLE PAYMENT TO LANDMARK REALTY RENT  300.00  -215.12',
  '04/09  PURCHASE AUTHORIZED ON 04/09 STAPLES 00123  7091  -179.29',
  '04/10  SHOPIFY DES:SETTLEMENT ID:41618880  246.49  67.20',
  '04/12  SHOPIFY TRANSFER 938851 NORTHSTAR PLUMBING CORP  17.39  84.59',
].join('\n');

describe('a scanned overdrawn statement whose first row is damaged', () => {
  const statement = extractBankStatement([PAGE], { scanned: true });

  it('restores the starting minus from the first daily balance, counting the damaged first row', () => {
    expect(statement.starting_balance).toBe(-1395.8);
    expect(statement.warnings).toContain('Starting balance read as 1395.80; the first running balance (84.88) is reached only from -1395.80, so its minus sign is taken as lost');
  });

  it('reads the first day as two credits and two debits, the damaged amount as 479.78: one row signed by a balance read as its amount (-179.29) does not make unsigned amounts credits', () => {
    expect(statement.transactions.slice(0, 4).map(({ amount, direction }) => [amount, direction])).toEqual([
      [479.78, 'credit'],
      [1342.11, 'credit'],
      [316.71, 'debit'],
      [24.5, 'debit'],
    ]);
  });
});
