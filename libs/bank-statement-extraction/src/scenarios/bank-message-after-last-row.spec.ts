import { extractBankStatement } from '../bank-statement.extractor';

/**
 * An online savings bank's page (anonymised from a real layout): descriptions wrap, and after the page's last row the bank
 * prints a message, a headline over a paragraph (`Spend smart during the holidays` / `Check out our spending and saving
 * tips ...`).
 */
const PAGE = [
  'Statement Period 11/01/2025 to 11/30/2025',
  'Date  Description  Credits  Debits  Balance',
  '11/01/2025  Beginning Balance  $230,308.03',
  '11/03/2025  ACH Deposit Internet transfer from G T E FEDERAL CREDIT',
  'UNION DDA account ****************5076',
  '$3,600.00  $233,908.03',
  '11/21/2025  ACH Deposit COINBASE INC. 9682576C  $65,591.29  $299,499.32',
  'Spend smart during the holidays',
  'Check out our spending and saving tips to help avoid some of the financial stressors that come with',
  'the holiday season. Learn more at example.com/holidays.',
  '11/30/2025  Ending Balance  $299,499.32',
];

describe("a bank's message after a page's last row", () => {
  it("leaves the message's headline out of the row's description", () => {
    const statement = extractBankStatement([PAGE.join('\n')]);
    expect(statement.transactions.map((row) => [row.date, row.amount, row.description])).toEqual([
      ['2025-11-03', 3600, 'ACH Deposit Internet transfer from G T E FEDERAL CREDIT UNION DDA account ****************5076'],
      ['2025-11-21', 65591.29, 'ACH Deposit COINBASE INC. 9682576C'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('reads it so with a blank line between the headline and its paragraph, and with a paragraph of short lines', () => {
    const page = [...PAGE.slice(0, 8), '', 'Check out our tips to help you avoid the stress of the season.', ...PAGE.slice(10)];
    expect(extractBankStatement([page.join('\n')]).transactions.map((row) => row.description)).toEqual([
      'ACH Deposit Internet transfer from G T E FEDERAL CREDIT UNION DDA account ****************5076',
      'ACH Deposit COINBASE INC. 9682576C',
    ]);
  });

  it('keeps a wrapped line holding a figure, and a wrapped line followed by the next row', () => {
    const withReference = [...PAGE.slice(0, 7), 'REF 2211 HOLIDAY', ...PAGE.slice(8)];
    const withoutMessage = [...PAGE.slice(0, 8), ...PAGE.slice(10)];
    expect(extractBankStatement([withReference.join('\n')]).transactions[1].description).toBe('ACH Deposit COINBASE INC. 9682576C REF 2211 HOLIDAY');
    expect(extractBankStatement([withoutMessage.join('\n')]).transactions[1].description).toBe('ACH Deposit COINBASE INC. 9682576C Spend smart during the holidays');
  });
});
