import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A scan whose pages all end on a funder's two-line ACH debit: the addenda line below the last row reads
 * nearly the same on every page (only its date differs), like a footer would, yet the table body prints it
 * too, so it is content.
 */
const page = (rows: string[]) =>
  ['Heartland Members Credit Union  Statement Period: 07/01/2025 to 07/31/2025', 'Date  Transaction Description  Withdrawals  Deposits  Balance', ...rows, 'Federally insured by NCUA'].join('\n');

const funder = (day: string, balance: string) => [
  `07/${day}/25  ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3739614888 DESC  727.75  ${balance}`,
  `DATE:2507${day} CO ENTRY DESCR:PAYMENT SEC:CCD`,
];

const PAGES = [
  page(['07/01/25  Balance Forward  2,000.00', ...funder('01', '1,272.25'), '07/02/25  SQUARE INC TRANSFER 995643  500.00  1,772.25', ...funder('02', '1,044.50')]),
  page([...funder('08', '316.75'), '07/09/25  SQUARE INC TRANSFER 288394  506.08  822.83', ...funder('09', '95.08')]),
  page(['07/15/25  SQUARE INC TRANSFER 624693  1,000.00  1,095.08', ...funder('15', '367.33')]),
];

describe('addenda lines that end several scanned pages', () => {
  it('stay in their rows descriptions and the statement reconciles', () => {
    const statement = extractBankStatement(PAGES, { scanned: true });
    const funderRows = statement.transactions.filter((row) => row.description.startsWith('ORIG CO NAME:LIBERTAS'));

    expect(funderRows.map((row) => row.description)).toEqual(
      ['01', '02', '08', '09', '15'].map((day) => `ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3739614888 DESC DATE:2507${day} CO ENTRY DESCR:PAYMENT SEC:CCD`),
    );
    expect(statement.transactions.some((row) => row.description.includes('NCUA'))).toBe(false);
  });
});
