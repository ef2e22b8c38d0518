import { extractBankStatement } from '@uw/bank-statement-extraction';
import { extractPdfText } from '@uw/document-classification';
import { layoutOfFamily } from '../layouts/statement-layouts';
import { generateStatement, renderGeneratedStatement } from '../statement.generator';

/**
 * Print streams that draw each glyph on its own, cells in column order, leave the text layer to find words and
 * rows from positions alone: the statement must read as it does drawn cell by cell in reading order.
 */
describe('a statement drawn glyph by glyph in column order', () => {
  it.each(['national-sectioned', 'amount-first', 'credit-union-columns'])('%s reads as it does drawn cell by cell', async (family) => {
    const statement = generateStatement(layoutOfFamily(family), 515, `glyphs-${family}`, { months: 1, accounts: 1 });
    const read = async (drawing: 'cells' | 'glyphs') => {
      const text = await extractPdfText(await renderGeneratedStatement(statement, { drawing }));
      if (!text.ok) throw new Error(`${family} (${drawing}): no text layer`);
      return extractBankStatement(text.pages);
    };
    const [cells, glyphs] = [await read('cells'), await read('glyphs')];
    const rows = (reading: typeof cells) => reading.transactions.map((row) => [row.date, row.description, row.amount, row.direction]);
    expect(rows(glyphs)).toEqual(rows(cells));
    expect(rows(glyphs)).toHaveLength(statement.truth.accounts[0].transactions.length);
    expect(glyphs.reconciliation?.is_reconciled).toBe(true);
  }, 60_000);
});
