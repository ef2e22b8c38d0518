import { buildScannedPdf, buildStatementPdf } from '../test/statement-page.builder';
import { closePdfForRaster, measurePdfPageScan, openPdfForRaster, renderPdfPage, stopPdfRasterThread } from './pdf-raster.thread';

async function scanDpiOfFirstPage(pdf: Buffer): Promise<number | null> {
  await openPdfForRaster(pdf);
  try {
    return await measurePdfPageScan(1);
  } finally {
    await closePdfForRaster();
  }
}

describe('the PDF raster thread', () => {
  afterAll(() => stopPdfRasterThread());

  it('measures the resolution of the scan a page is made of', async () => {
    expect(await scanDpiOfFirstPage(await buildScannedPdf(1))).toBeCloseTo(200, 6);
    // The same 1700x2200 image drawn on 80 % of each side of the page is a finer scan of a smaller area.
    expect(await scanDpiOfFirstPage(await buildScannedPdf(1, 0.8))).toBeCloseTo(250, 6);
  });

  it('finds no scan on a page drawn from text, or one whose largest image covers less than half of it', async () => {
    expect(await scanDpiOfFirstPage(await buildStatementPdf(1))).toBeNull();
    expect(await scanDpiOfFirstPage(await buildScannedPdf(1, 0.6))).toBeNull();
  });

  it('renders a scanned page pixel for pixel at its own resolution', async () => {
    await openPdfForRaster(await buildScannedPdf(1));
    const rendered = await renderPdfPage(1, 200, 16_000_000);
    await closePdfForRaster();

    expect({ width: rendered.width, height: rendered.height, dpi: rendered.dpi }).toEqual({ width: 1700, height: 2200, dpi: 200 });
  });
});
