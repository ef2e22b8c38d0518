import { removeSpecks } from './speck-filter';

const WIDTH = 120;
const HEIGHT = 60;
const PAPER = 245;
const INK = 20;

function page(): Uint8Array {
  return new Uint8Array(WIDTH * HEIGHT).fill(PAPER);
}

function blot(grey: Uint8Array, left: number, top: number, width: number, height: number): void {
  for (let y = top; y < top + height; y += 1) for (let x = left; x < left + width; x += 1) grey[y * WIDTH + x] = INK;
}

describe('removeSpecks', () => {
  it('whitens a speck in a column gap and keeps a decimal point half a character from its digits', () => {
    const grey = page();
    blot(grey, 10, 20, 4, 22); // a digit's stroke
    blot(grey, 26, 38, 3, 4); // the decimal point, 12 px to its right on the baseline
    blot(grey, 44, 20, 4, 22); // the next digit
    blot(grey, 100, 8, 2, 2); // a speck in the gap, on no line of print

    expect(removeSpecks(grey, WIDTH, HEIGHT, 300)).toBe(1);
    expect(grey[8 * WIDTH + 100]).toBe(255);
    expect(grey[39 * WIDTH + 27]).toBe(INK);
    expect(grey[30 * WIDTH + 11]).toBe(INK);
  });

  it('leaves strokes alone, however thin', () => {
    const grey = page();
    blot(grey, 5, 30, 110, 1); // a table rule

    expect(removeSpecks(grey, WIDTH, HEIGHT, 300)).toBe(0);
  });
});
