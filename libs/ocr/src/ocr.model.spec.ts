import { OCR_RENDER_DPI, ocrRenderDpi } from './ocr.model';

describe('ocrRenderDpi', () => {
  it('renders a scan at its own resolution between 200 and 400 dpi', () => {
    expect([200, 209, 300, 400].map(ocrRenderDpi)).toEqual([200, 209, 300, 400]);
  });

  it('renders a finer scan at a whole fraction of its resolution and a coarser one at a whole multiple', () => {
    expect([600, 800, 1200, 500].map(ocrRenderDpi)).toEqual([300, 400, 400, 250]);
    expect([100, 150, 72].map(ocrRenderDpi)).toEqual([200, 300, 216]);
  });

  it('renders a page with no scan on it at the resolution for drawn text', () => {
    expect([null, 0, Number.NaN].map(ocrRenderDpi)).toEqual([OCR_RENDER_DPI, OCR_RENDER_DPI, OCR_RENDER_DPI]);
  });
});
