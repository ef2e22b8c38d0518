import { extractBankStatement } from '../bank-statement.extractor';

// An online bank's statement scanned black and white: OCR bent the `Transactions` heading that ends its activity
// summary (`Trae tS`), and its column header is all that says the table has begun.
const page = (heading: string) =>
  [
    'Bluevine Inc.',
    'Statement Period:',
    'September 2024 (Sept. 1, 2024 - Sept. 30, 2024)',
    'Activity summary',
    '09/01/2024 Beginning Balance on  $508.78',
    'Deposits/credits  $5.20',
    'Withdrawals/debits  $-30.00',
    'Ending balance on 09/30/2024  $483.98',
    heading,
    'Date  Description  Amount',
    '09/01/24  Interest  $5.20',
    '09/02/24  Bluevine fee  $-30.00',
  ].join('\n');

const rows = (statement: ReturnType<typeof extractBankStatement>) => statement.transactions.map(({ date, amount, direction }) => `${date} ${direction} ${amount}`);

describe('a scanned statement whose transactions heading OCR bent after its summary', () => {
  it('reads the rows under the table’s column header', () => {
    const statement = extractBankStatement([page('Trae tS')], { scanned: true });

    expect(rows(statement)).toEqual(['2024-09-01 credit 5.2', '2024-09-02 debit 30']);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('reads them as before under the heading read whole', () => {
    expect(rows(extractBankStatement([page('Transactions')], { scanned: true }))).toEqual(['2024-09-01 credit 5.2', '2024-09-02 debit 30']);
  });

  it('keeps skipping a summary’s own table of dates and balances', () => {
    const summary = ['Daily Balance Summary', 'Date  Balance  Date  Balance', '09/01/24  513.98  09/02/24  483.98'].join('\n');
    const statement = extractBankStatement([`${page('Transactions')}\n${summary}`], { scanned: true });

    expect(rows(statement)).toEqual(['2024-09-01 credit 5.2', '2024-09-02 debit 30']);
  });
});
