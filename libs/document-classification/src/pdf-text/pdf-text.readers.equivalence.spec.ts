import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractBankStatement } from '@uw/bank-statement-extraction';
import { extractPdfText, shutdownPdfTextWorker } from './pdf-text.extractor';
import { popplerInstalled } from './pdf-text.poppler-reader';

/**
 * Both text layers over every PDF of the synthetic corpus and, when the shared corpus is beside the
 * checkout, the real bank statements: the page texts must be identical, or, for the files listed below
 * with the reason, the bank statement read from them must be.
 */
const root = path.resolve(__dirname, '../../../..');
const folders = [path.join(root, 'corpus', 'synthetic'), path.resolve(root, '..', 'shared', 'corpus', 'real', 'bank_statements')];
const files = folders
  .filter((folder) => existsSync(folder))
  .flatMap((folder) => readdirSync(folder).filter((name) => name.toLowerCase().endsWith('.pdf')).sort().map((name) => path.join(folder, name)));

/** Files whose text differs between the readers, and why; their statements must still read the same. */
const KNOWN_TEXT_DIFFERENCES: Readonly<Record<string, string>> = {
  'wells_fargo_checking_sample.pdf':
    'symbol-font glyphs: poppler maps them to Unicode (■, ✓, ✔) where pdf.js gives the raw codes (n, 3, 4); ' +
    'a 0.94 em gap reads as a column gap ("Number  Description") with the font size estimated from poppler\'s ' +
    'word boxes; a superscript ✔ joins the line above instead of the line below',
  'bank_of_america_sample.pdf': 'a 0.9 em gap between words of a condensed font in a margin code line reads as a column gap ("PULL: B  CYCLE: 5")',
};

if (!popplerInstalled()) {
  console.warn('pdftotext is not on PATH: the pdf.js/poppler equivalence specs are skipped (apt-get install poppler-utils; tools/infra/ensure.sh installs it)');
}

(popplerInstalled() ? describe : describe.skip)('the pdf.js and poppler text layers', () => {
  afterAll(() => shutdownPdfTextWorker());

  it('have corpus files to compare', () => {
    expect(files.filter((file) => file.includes(`${path.sep}synthetic${path.sep}`))).toHaveLength(30);
  });

  it.each(files.map((file) => [path.basename(file), file]))('read %s the same way', async (name, file) => {
    const data = readFileSync(file);
    const pdfjs = await extractPdfText(data, { reader: 'pdfjs' });
    const poppler = await extractPdfText(data, { reader: 'poppler' });

    const known = KNOWN_TEXT_DIFFERENCES[name];
    if (!known || !pdfjs.ok || !poppler.ok) {
      expect(poppler).toEqual(pdfjs);
      return;
    }
    expect(poppler).toMatchObject({ pageCount: pdfjs.pageCount, lowText: pdfjs.lowText });
    expect(poppler.pages).not.toEqual(pdfjs.pages); // still different, else drop it from the list
    expect(extractBankStatement(poppler.pages)).toEqual(extractBankStatement(pdfjs.pages));
  }, 60_000);
});
