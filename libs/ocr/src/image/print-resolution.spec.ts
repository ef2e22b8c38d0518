import { createCanvas } from '@napi-rs/canvas';
import { FONT_FAMILY, registerFont } from '../test/statement-page.builder';
import { estimatedImageDpi } from './print-resolution';

const ROWS = ['01/05/2024  ACH CREDIT STRIPE TRANSFER  1,250.00  4,332.80', '01/09/2024  CARD PURCHASE OFFICE DEPOT  -42.10  4,290.70'];

/** Grey pixels of `width` x `height` inches of paper at `dpi`, with statement rows in 9 pt print from the top left. */
function paper(widthInches: number, heightInches: number, dpi: number, rows = 12): { grey: Uint8Array; width: number; height: number } {
  registerFont();
  const [width, height] = [Math.round(widthInches * dpi), Math.round(heightInches * dpi)];
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#111111';
  context.font = `${(9 * dpi) / 72}px "${FONT_FAMILY}"`;
  for (let row = 0; row < rows; row += 1) context.fillText(ROWS[row % ROWS.length], 0.3 * dpi, (0.5 + row * 0.2) * dpi);
  const rgba = context.getImageData(0, 0, width, height).data;
  const grey = new Uint8Array(width * height);
  for (let index = 0; index < grey.length; index += 1) grey[index] = rgba[index * 4];
  return { grey, width, height };
}

describe('estimatedImageDpi', () => {
  it("takes a whole page's resolution from its size where its print agrees", () => {
    const { grey, width, height } = paper(8.5, 11, 200);

    expect(estimatedImageDpi(grey, width, height)).toBe(200);
  });

  it('measures a slip or a crop of a page by its print, not by taking it for a Letter page', () => {
    for (const dpi of [150, 300]) {
      const { grey, width, height } = paper(6, 3, dpi);
      const estimate = estimatedImageDpi(grey, width, height);

      // Taken for a Letter page, 3 inches of paper would be 3/8.5 of the resolution.
      expect(estimate).toBeGreaterThan(dpi * 0.75);
      expect(estimate).toBeLessThan(dpi * 1.34);
    }
  });

  it('takes a page without print for a Letter page', () => {
    const { grey, width, height } = paper(8.5, 11, 100, 0);

    expect(estimatedImageDpi(grey, width, height)).toBe(100);
  });
});

describe('estimatedImageDpi of a tiny image (review)', () => {
  it('gives no less than tesseract takes as credible, so the filters still measure something', () => {
    expect(estimatedImageDpi(new Uint8Array(4 * 3).fill(255), 4, 3)).toBe(70);
  });
});
