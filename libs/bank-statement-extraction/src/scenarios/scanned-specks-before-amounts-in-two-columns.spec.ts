import { extractBankStatement } from '../bank-statement.extractor';

// Withdrawals and deposits in two columns the OCR text does not keep apart, a balance on every row. Two specks
// before amounts read as minus signs (`CARD -  142.17`, `REDLINE-  686.92`); the deposit among them is no debit.
const PAGE = [
  'Heartland Members Credit Union  Statement Period 07/01/2025 to 07/31/2025',
  'Beginning Balance  1,000.00',
  'Ending Balance  1,571.11',
  'Date  Transaction Description  Withdrawals  Deposits  Balance',
  '07/02/25  PURCHASE AUTHORIZED ON 07/02 AMAZON MKTPL TAMPA FL CARD -  142.17  857.83',
  '07/03/25  SQUARE INC DES:SETTLEMENT ID:69512868 INDN:REDLINE-  686.92  1,544.75',
  '07/07/25  CHECK 5447  308.77  1,235.98',
  '07/08/25  ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3739614888 DESC  127.75  1,108.23',
  '07/09/25  PAID NSF ITEM FEE  35.00  1,073.23',
  '07/10/25  HEARTLAND TRANSFER 288394 REDLINE FITNESS CO  497.88  1,571.11',
  // After the last balance, a row the ending balance (the one before it, misread) cannot settle either way: the
  // layout's own reading of an unsigned amount decides it, or its words.
  '07/11/25  CHECK 5448  100.00',
].join('\n');

describe('a two-column scan with specks read as minus signs before two amounts', () => {
  it('does not take the layout for one that signs its debits: unsigned rows going down by their amount say otherwise', () => {
    const statement = extractBankStatement([PAGE], { scanned: true });

    expect(statement.transactions.map(({ amount, direction }) => [amount, direction])).toEqual([
      [142.17, 'debit'],
      [686.92, 'credit'],
      [308.77, 'debit'],
      [127.75, 'debit'],
      [35, 'debit'],
      [497.88, 'credit'],
      [100, 'debit'],
    ]);
  });
});
