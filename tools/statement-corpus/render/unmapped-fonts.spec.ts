import { judgeTextLayer } from '@uw/bank-statement-extraction';
import { extractPdfText } from '@uw/document-classification';
import { layoutOfFamily } from '../layouts/statement-layouts';
import { generateStatement, renderGeneratedStatement } from '../statement.generator';

describe('statements drawn in fonts without a map to characters (--unmapped-fonts)', () => {
  it('show the same statement, while their text layer reads glyph codes', async () => {
    const statement = generateStatement(layoutOfFamily('national-sectioned'), 516, 'unmapped-national-sectioned', { months: 1, accounts: 1 });
    const layer = async (fonts: 'standard' | 'unmapped') => {
      const text = await extractPdfText(await renderGeneratedStatement(statement, { fonts }));
      if (!text.ok) throw new Error(text.reason);
      return { pageCount: text.pageCount, judged: judgeTextLayer(text.pages.join('\n')) };
    };
    const [standard, unmapped] = [await layer('standard'), await layer('unmapped')];

    expect(unmapped.pageCount).toBe(standard.pageCount);
    expect(standard.judged).toMatchObject({ glyphCodes: false, unreadable: false });
    expect(unmapped.judged).toMatchObject({ glyphCodes: true, unreadable: true });
  });
});
