import { extractBankStatement } from '../bank-statement.extractor';

// A trailing-minus scan with a funder's daily ACH of 55.37: OCR damaged one payment's amount cell.
const funder = (day: string, amount: string, balance: string) => `07-${day}  ORIG CO NAME:BIZFUND LLC ORIG ID:8917850332 DESC DATE:2407${day} CO  ${amount}  ${balance}`;
const page = (damaged: string[]) =>
  [
    'FIRST COMMERCE BANK  PAGE 1',
    'STATEMENT PERIOD 07/01/24 THRU 07/31/24',
    'BEGINNING BALANCE  1,000.00',
    'DATE  DESCRIPTION  AMOUNT  BALANCE',
    funder('01', '55.37-', '944.63'),
    funder('02', '55.37-', '889.26'),
    funder('03', '55.37-', '833.89'),
    '07-03  CLOVER DES:SETTLEMENT ID:99244503  500.00  1,333.89',
    ...damaged,
    funder('08', '55.37-', '1,167.78'),
    'ENDING BALANCE  1,167.78',
  ].join('\n');

describe("a funder's daily payment whose amount cell a scan damaged", () => {
  it('reads as the amount and direction the funder\'s other rows print where the balances confirm it', () => {
    // 85:5.37= for 55.37-: read as 5.37 with 85: left in the description.
    const statement = extractBankStatement([page([funder('04', '85:5.37=', '1,278.52'), funder('05', '55.37-', '1,223.15')])], { scanned: true });
    const payment = statement.transactions.find((transaction) => transaction.date === '2024-07-04');

    expect(payment).toMatchObject({ amount: 55.37, direction: 'debit', running_balance: 1278.52, description: 'ORIG CO NAME:BIZFUND LLC ORIG ID:8917850332 DESC DATE:240704 CO' });
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('reads so a row whose amount cell was lost, its balance read in its place', () => {
    const statement = extractBankStatement([page([funder('04', 'DS: 37=', '1,278.52'), funder('05', '55.37-', '1,223.15')])], { scanned: true });

    expect(statement.transactions.find((transaction) => transaction.date === '2024-07-04')).toMatchObject({ amount: 55.37, direction: 'debit', running_balance: 1278.52 });
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('leaves a payment read clean with another amount as read, whatever its balance says', () => {
    // A doubled payment read clean (110.74-) beside a balance that 55.37 would reach: one of the two is misread, which cannot be told.
    const statement = extractBankStatement([page([funder('04', '110.74-', '1,278.52'), funder('05', '55.37-', '1,223.15')])], { scanned: true });

    expect(statement.transactions.find((transaction) => transaction.date === '2024-07-04')?.amount).toBe(110.74);
    expect(statement.reconciliation.is_reconciled).toBe(false);
  });
});
