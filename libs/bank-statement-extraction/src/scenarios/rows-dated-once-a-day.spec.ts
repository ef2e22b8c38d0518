import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A regional bank's layout (anonymised from a real statement) that dates only the first row of each day: the day's
 * other rows print their description and amount alone, with no balance beside them.
 */
const page = (rows: string[], ending = '$7,263.71') =>
  [
    'Statement period 03/01/2023 - 03/31/2023',
    'Beginning balance  $10,000.00',
    `Ending balance  ${ending}`,
    'Deposits, credits and interest',
    'DATE  DESCRIPTION  AMOUNT($)',
    '03/21  DEPOSIT  100.00',
    'Other withdrawals, debits and service charges',
    'DATE  DESCRIPTION  AMOUNT($)',
    ...rows,
  ].join('\n');

describe('rows dated only once a day', () => {
  const rows = [
    '03/22  ACH CORP DEBIT PRINCIPAL LIFE CUSTOMER ID 8-1567000002584  5.01',
    'PAYMENT Greystone Power 7904 Vital Pharmaceuticals  531.28',
    'OUTGOING WIRE TRANSFER WIRE REF# 20230322-00020481  2,200.00',
    '03/23  ACH SETTLEMENT  100.00',
  ];

  it('reads each undated line ending in its amount as a row of the date above, where that reading reconciles', () => {
    const statement = extractBankStatement([page(rows)]);
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction, row.description])).toEqual([
      ['2023-03-21', 100, 'credit', 'DEPOSIT'],
      ['2023-03-22', 5.01, 'debit', 'ACH CORP DEBIT PRINCIPAL LIFE CUSTOMER ID 8-1567000002584'],
      ['2023-03-22', 531.28, 'debit', 'PAYMENT Greystone Power 7904 Vital Pharmaceuticals'],
      ['2023-03-22', 2200, 'debit', 'OUTGOING WIRE TRANSFER WIRE REF# 20230322-00020481'],
      ['2023-03-23', 100, 'debit', 'ACH SETTLEMENT'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('keeps such a line a description where the statement reconciles without it as a row', () => {
    const wrapped = ['03/22  INSUFFICIENT FUNDS FEE FOR A  5.01', 'RETURNED ITEM OF  531.28', '03/23  OUTGOING WIRE TRANSFER  2,200.00', '03/23  ACH SETTLEMENT  100.00'];
    const statement = extractBankStatement([page(wrapped, '$7,794.99')]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.transactions.map((row) => row.amount)).toEqual([100, 5.01, 2200, 100]);
    // Nor a line dated in a later column (found in review): it is no row of the date above.
    const datedLater = [...wrapped.slice(0, 1), 'OTHER WITHDRAWALS', 'Description  Date  Amount', 'ONLINE PMT CITY WATER  03/18  531.28'];
    const read = extractBankStatement([page(datedLater, '$9,563.71')]).transactions;
    expect(read.filter((row) => row.amount === 531.28).map((row) => row.date)).not.toContain('2023-03-22');
    // Nor where neither reading reconciles.
    expect(extractBankStatement([page(wrapped, '$1.00')]).transactions.map((row) => row.amount)).toEqual([100, 5.01, 2200, 100]);
  });
});

describe("an online bank's activity, dated once a day, its balance printed at the day's end only", () => {
  const page = [
    'Account activity overview',
    'Beginning balance  $26,849.72',
    'Total withdrawals  \u2013$43,779.85',
    'Total deposits  $141,744.37',
    'Ending balance  $124,814.24',
    'Date  Description  Trx Type  Amount  End of Day Balance',
    'Feb 01  TabaPay  ACH In  $123,614.97',
    'TabaPay  ACH In  $18,129.40',
    'LIBRE EXPENSE  Transfer Out  \u2013$30,000.00',
    'Richard Moore  Wire Payment  \u2013$13,779.85  $124,814.24',
  ].join('\n');

  it('reads every row of the day, each signed by the dash before its amount', () => {
    const statement = extractBankStatement([page]);
    expect(statement.transactions.map((row) => [row.amount, row.direction, row.description])).toEqual([
      [123614.97, 'credit', 'TabaPay ACH In'],
      [18129.4, 'credit', 'TabaPay ACH In'],
      [30000, 'debit', 'LIBRE EXPENSE Transfer Out'],
      [13779.85, 'debit', 'Richard Moore Wire Payment'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});

describe("a wrapped row whose money line opens with a ditto mark (a credit union's)", () => {
  const page = [
    'Statement Period 08/01/2025 - 08/31/2025',
    'Business Checking - 7125242482',
    'Date  Transaction Detail  Amount($)  Balance($)',
    '08-01  Beginning Balance  11,290.87',
    '08-28  Paid To - App Funding Beta 9292549322 Chk 11409434',
    '"  535.72 -  10,755.15',
    '08-31  Ending Balance  10,755.15',
  ].join('\n');

  it('leaves the mark out of the description', () => {
    const statement = extractBankStatement([page]);
    expect(statement.transactions.map((row) => [row.amount, row.direction, row.description])).toEqual([[535.72, 'debit', 'Paid To - App Funding Beta 9292549322 Chk 11409434']]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
