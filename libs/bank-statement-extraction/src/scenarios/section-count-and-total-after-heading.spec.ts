import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A national bank's business checking (its layout, the figures made up): each section's heading carries its count and
 * total a column apart, and checks are listed two to a line with their reference numbers.
 */
const PAGE = [
  'Example National Bank                                   Business Checking',
  'For the period 06/01/2026 to 06/30/2026                 Account number: XX-XXXX-1234',
  'Balance Summary',
  '                 Beginning              Deposits and            Checks and             Ending',
  '                   balance              other credits           other debits          balance',
  '                125,033.13                  43,000.00               2,555.00        165,478.13',
  'Deposits and Other Credits',
  'ACH Credits                                         2 transactions for a total of $43,000.00',
  'Date                                               Transaction                                  Reference',
  'posted                                    Amount   description                                    number',
  '06/03                                 28,273.92    Corporate ACH Txns/Fees                 00024155901130577',
  '                                                   Hrtland Pmt Sys 650000011702126',
  '06/04                                 14,726.08    Corporate ACH Cardinalcp                00024155906523827',
  'Checks and Other Debits',
  'Checks and Substitute Checks                                 2 transactions for a total of $2,105.00',
  'Date   Check                 Reference       Date   Check                             Reference',
  'posted number         Amount   number        posted number                  Amount      number',
  '06/14    12486         625.00   012830651    06/24   12489                 1,480.00     017680958',
  'ACH Debits                                                   1 transactions for a total of $450.00',
  '06/21                  450.00   Corporate ACH Payroll Gusto              017261553',
].join('\n');

describe('section headings followed by their count and total', () => {
  const statement = extractBankStatement([PAGE]);

  it('opens each section at its heading: the checks listed two to a line are two checks, not a check and a balance', () => {
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction])).toEqual([
      ['2026-06-03', 28273.92, 'credit'],
      ['2026-06-04', 14726.08, 'credit'],
      ['2026-06-14', 625, 'debit'],
      ['2026-06-21', 450, 'debit'],
      ['2026-06-24', 1480, 'debit'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
