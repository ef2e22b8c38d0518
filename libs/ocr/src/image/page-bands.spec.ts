import { pageBands } from './page-bands';

const DPI = 200;

/** A white page `width` x `height` with lines of print from `top` for `height` rows: strokes of glyphs, white between words. */
function page(width: number, height: number, printed: Array<{ top: number; height: number }>, rules: number[] = []): Uint8Array {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const line of printed) {
    for (let y = line.top; y < line.top + line.height; y += 1) {
      for (let x = 40; x < width - 40; x += 1) if (x % 30 < 22 && (x + y) % 5 < 3) pixels[y * width + x] = 20;
    }
  }
  for (const x of rules) for (let y = 0; y < height; y += 1) pixels[y * width + x] = 0;
  return pixels;
}

/** Lines of 8 pt print at 200 dpi: 18 rows of glyphs, 8 of white between them. */
function linesOfPrint(height: number, from = 100): Array<{ top: number; height: number }> {
  const lines = [];
  for (let top = from; top + 18 < height - 100; top += 26) lines.push({ top, height: 18 });
  return lines;
}

function isWhiteBetweenLines(cut: number, lines: ReadonlyArray<{ top: number; height: number }>): boolean {
  return lines.every((line) => cut < line.top || cut >= line.top + line.height);
}

describe('pageBands', () => {
  it('cuts a page of print in two in the white between two lines near its middle', () => {
    const lines = linesOfPrint(2200);
    const bands = pageBands(page(1700, 2200, lines), 1700, 2200, 2, DPI);
    expect(bands).toHaveLength(2);
    expect(bands[0]).toEqual({ top: 0, bottom: bands[1].top });
    expect(bands[1].bottom).toBe(2200);
    expect(isWhiteBetweenLines(bands[0].bottom, lines)).toBe(true);
    expect(Math.abs(bands[0].bottom - 1100)).toBeLessThan(26);
  });

  it('cuts where the print divides evenly, never leaving a band of blank paper', () => {
    // Print on the top third of the page only (a statement's last page).
    const lines = linesOfPrint(800);
    const [first, second] = pageBands(page(1700, 2200, lines), 1700, 2200, 2, DPI);
    expect(first.bottom).toBeLessThan(800);
    expect(isWhiteBetweenLines(first.bottom, lines)).toBe(true);
    expect(lines.filter((line) => line.top >= second.top).length).toBeGreaterThan(lines.length / 3);
  });

  it("does not count a table's rules down the page as print", () => {
    const lines = linesOfPrint(2200);
    const bands = pageBands(page(1700, 2200, lines, [20, 21, 850, 1680]), 1700, 2200, 3, DPI);
    expect(bands).toHaveLength(3);
    for (const band of bands.slice(1)) expect(isWhiteBetweenLines(band.top, lines)).toBe(true);
  });

  it('reads whole a page whose print runs on without white near its middle, and a small page', () => {
    // Lines one row apart: less white between them than any cut needs.
    const packed = Array.from({ length: 100 }, (_, index) => ({ top: 100 + index * 19, height: 18 }));
    expect(pageBands(page(1700, 2200, packed), 1700, 2200, 2, DPI)).toEqual([{ top: 0, bottom: 2200 }]);
    expect(pageBands(page(600, 500, linesOfPrint(500, 20)), 600, 500, 2, DPI)).toEqual([{ top: 0, bottom: 500 }]);
    expect(pageBands(page(1700, 2200, linesOfPrint(2200)), 1700, 2200, 1, DPI)).toEqual([{ top: 0, bottom: 2200 }]);
  });

  it('cuts where a line of only a few words leaves white around it, never through it', () => {
    // One short word on the line across the middle: its rows have little ink, but ink all the same.
    const lines = [...linesOfPrint(1000), { top: 1090, height: 18 }, ...linesOfPrint(2200, 1200)];
    const pixels = page(1700, 2200, lines.filter((line) => line.top !== 1090));
    for (let y = 1090; y < 1108; y += 1) for (let x = 800; x < 860; x += 1) pixels[y * 1700 + x] = 20;
    const [first] = pageBands(pixels, 1700, 2200, 2, DPI);
    expect(first.bottom < 1090 || first.bottom >= 1108).toBe(true);
    expect(isWhiteBetweenLines(first.bottom, lines)).toBe(true);
  });

  it('counts a line of grey print on a page of black print as print, and cuts around it', () => {
    const lines = linesOfPrint(2200);
    const pixels = page(1700, 2200, lines);
    // The line nearest the middle printed grey (a note in colour): a page of black print splits paper and ink near black.
    const grey = lines.find((line) => line.top + line.height > 1090 && line.top <= 1110) ?? lines[0];
    for (let y = grey.top; y < grey.top + grey.height; y += 1) for (let x = 0; x < 1700; x += 1) if (pixels[y * 1700 + x] < 255) pixels[y * 1700 + x] = 160;
    const [first] = pageBands(pixels, 1700, 2200, 2, DPI);
    expect(isWhiteBetweenLines(first.bottom, lines)).toBe(true);
  });
});
