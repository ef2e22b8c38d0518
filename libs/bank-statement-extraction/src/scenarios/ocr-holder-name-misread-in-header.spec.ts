import { extractBankStatement } from '../bank-statement.extractor';

// Held-out seed 239: a bilevel scan whose header and three rows read the holder `CEDAR PARX LANDSCAPING LLC`,
// its other rows `CEDAR PARK` (a K whose arm the threshold broke reads as an X).
function page(header: string, rows: number, misread: number): string {
  const transfer = (day: number, name: string) => `02/${String(day).padStart(2, '0')}  CLOVER TRANSFER 8095${day} ${name}  100.00 CR  ${(6778.21 + day * 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} CR`;
  const lines = Array.from({ length: rows }, (_, at) => transfer(at + 1, at < misread ? 'CEDAR PARX LANDSCAPING LLC' : 'CEDAR PARK LANDSCAPING LLC'));
  const ending = (6778.21 + rows * 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  return ['Evergreen State Bank  Statement Period 02/01/2024 - 02/29/2024', header, '88 MARKET ST', 'ATLANTA GA 30318', 'Balance Last Statement  6,778.21 CR', `Balance This Statement  ${ending} CR`, 'Date  Description  Amount  Balance', ...lines].join('\n');
}

describe('a holder name the scan misread in the header and some rows', () => {
  it('is the spelling the descriptions read three times as often, in the business name and in every row', () => {
    const statement = extractBankStatement([page('CEDAR PARX LANDSCAPING LLC', 12, 3)], { scanned: true });
    expect(statement.business_name).toBe('CEDAR PARK LANDSCAPING LLC');
    expect(statement.transactions.every((row) => row.description.endsWith('CEDAR PARK LANDSCAPING LLC'))).toBe(true);
  });

  it('stays the header\'s where the other spelling is not read three times as often, and in a text layer', () => {
    expect(extractBankStatement([page('CEDAR PARX LANDSCAPING LLC', 8, 3)], { scanned: true }).business_name).toBe('CEDAR PARX LANDSCAPING LLC');
    expect(extractBankStatement([page('CEDAR PARX LANDSCAPING LLC', 12, 3)]).business_name).toBe('CEDAR PARX LANDSCAPING LLC');
  });
});
