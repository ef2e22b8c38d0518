import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'First Commerce Bank',
  'Statement Period 03/01/2025 - 03/31/2025',
  'Beginning Balance  1,000.00',
  'Ending Balance  1,223.06',
  'Date  Description  Amount  Balance',
  '03/02  CARD SETTLEMENT DEPOSIT  358,06  1,358.06',
  '03/03  FUNDER ACH DEBIT  135.00-  1,223.06',
].join('\n');

describe('an OCR-read amount with a comma for its decimal point, confirmed by the running balance', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads 358,06 as 358.06 because 1,000.00 + 358.06 = 1,358.06', () => {
    expect(statement.transactions.map(({ description, amount, direction, running_balance }) => ({ description, amount, direction, running_balance }))).toEqual([
      { description: 'CARD SETTLEMENT DEPOSIT', amount: 358.06, direction: 'credit', running_balance: 1358.06 },
      { description: 'FUNDER ACH DEBIT', amount: 135, direction: 'debit', running_balance: 1223.06 },
    ]);
  });

  it('reconciles and says an amount was repaired', () => {
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings).toContain('1 amount(s) or balance(s) damaged in the scan read as repaired: the balances confirm the repaired reading');
  });
});
