import { extractPdfText } from '@uw/document-classification';
import { layoutOfFamily } from '../layouts/statement-layouts';
import { SeededRandom } from '../random/seeded-random';
import { generateStatement, renderScannedStatement } from '../statement.generator';
import { drawScanDefects } from './scan-defects';

// Drawing and degrading a 200 dpi page pixel by pixel takes seconds under the spec transpiler: one page only.
const RENDER_TIMEOUT_MS = 30_000;
// A photo is drawn from such a page, then set on its desk, softened and noised: twice the time.
const PHOTO_TIMEOUT_MS = 60_000;

describe('scanned synthetic statement', () => {
  it(
    'is an image-only PDF of the composed pages, with the truth of the statement and its scan defects',
    async () => {
      const generated = generateStatement(layoutOfFamily('online-printout-mtd'), 6008, 'spec-scan', { months: 1, accounts: 1, maxCardPurchasesPerDay: 1 });
      const statement = { ...generated, pages: generated.pages.slice(0, 1) };

      const { pdf, truth } = await renderScannedStatement(statement);
      const text = await extractPdfText(pdf);

      expect(text).toMatchObject({ ok: true, lowText: true, pageCount: 1 });
      expect(truth.accounts).toEqual(generated.truth.accounts);
      expect(truth.accounts[0].transactions.length).toBeGreaterThan(0);
      expect(truth.scan).toMatchObject({ dpi: 200 });
      expect(Math.abs(truth.scan?.rotation_degrees ?? 0)).toBeGreaterThanOrEqual(0.3);
      expect(Math.abs(truth.scan?.rotation_degrees ?? 0)).toBeLessThanOrEqual(1.5);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'photographed: an image-only PDF of one photo a page, its desk, slant and light in the truth',
    async () => {
      const generated = generateStatement(layoutOfFamily('online-printout-mtd'), 6008, 'spec-photo', { months: 1, accounts: 1, maxCardPurchasesPerDay: 1 });
      const statement = { ...generated, pages: generated.pages.slice(0, 1) };

      const { pdf, truth } = await renderScannedStatement(statement, { photographed: true });
      const text = await extractPdfText(pdf);

      expect(text).toMatchObject({ ok: true, lowText: true, pageCount: 1 });
      expect(truth.accounts).toEqual(generated.truth.accounts);
      expect(truth.scan).toMatchObject({ encoding: 'photo', faint_lines: 0 });
      const photo = truth.scan?.photo;
      expect(photo?.frame_scale).toBeGreaterThanOrEqual(1.1);
      expect(photo?.far_edge_ratio).toBeLessThan(1);
      expect(photo?.dimmest).toBeLessThanOrEqual(0.8);
    },
    PHOTO_TIMEOUT_MS,
  );

  it('draws the same defects from the same seed, and a photo after the same scan draws', () => {
    expect(drawScanDefects(new SeededRandom(11))).toEqual(drawScanDefects(new SeededRandom(11)));
    const scan = drawScanDefects(new SeededRandom(11));
    const photo = drawScanDefects(new SeededRandom(11), { photographed: true });
    expect(photo).toMatchObject({ dpi: scan.dpi, rotation_degrees: scan.rotation_degrees, paper: scan.paper, ink: scan.ink, encoding: 'photo' });
    expect(scan.photo).toBeUndefined();
  });
});
