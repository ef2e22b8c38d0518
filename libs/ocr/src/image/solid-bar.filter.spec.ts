import { removeSolidBars } from './solid-bar.filter';

const WIDTH = 400;
const HEIGHT = 200;
const PAPER = 245;
const INK = 20;
const DPI = 200;

function page(): Uint8Array {
  return new Uint8Array(WIDTH * HEIGHT).fill(PAPER);
}

function blot(grey: Uint8Array, left: number, top: number, width: number, height: number, level = INK): void {
  for (let y = top; y < top + height; y += 1) for (let x = left; x < left + width; x += 1) grey[y * WIDTH + x] = level;
}

/** A bar `length` long and `thickness` thick, sloping one pixel down every `run` pixels (a page scanned askew). */
function slantedBar(grey: Uint8Array, left: number, top: number, length: number, thickness: number, run: number): void {
  for (let x = left; x < left + length; x += 1) blot(grey, x, top + Math.floor((x - left) / run), 1, thickness);
}

const inked = (grey: Uint8Array) => grey.filter((level) => level < 128).length;

describe('removeSolidBars', () => {
  it('whitens a redaction box and its grey edge, and leaves the print beside it', () => {
    const grey = page();
    blot(grey, 100, 50, 200, 30); // a payee blacked out
    for (let x = 99; x <= 300; x += 1) grey[49 * WIDTH + x] = 160; // the scanner's grey edge above it
    blot(grey, 20, 55, 4, 20); // a digit's stroke of the date beside it
    blot(grey, 330, 55, 4, 20); // and of the amount

    expect(removeSolidBars(grey, WIDTH, HEIGHT, DPI)).toEqual({ boxes: 1, rules: 0, bands: 0, gridRuns: 0 });
    expect(inked(grey)).toBe(2 * 4 * 20);
    expect(grey[49 * WIDTH + 150]).toBe(255);
    expect(grey[60 * WIDTH + 21]).toBe(INK);
  });

  it('whitens a table rule, straight or slanted, and a box scanned askew', () => {
    const grey = page();
    blot(grey, 10, 20, 380, 2); // a rule under a table heading
    slantedBar(grey, 10, 40, 380, 2, 60); // a rule on a page a degree askew
    slantedBar(grey, 50, 100, 300, 25, 80); // a redaction box on the same page

    expect(removeSolidBars(grey, WIDTH, HEIGHT, DPI)).toEqual({ boxes: 1, rules: 2, bands: 0, gridRuns: 0 });
    expect(inked(grey)).toBe(0);
  });

  it('leaves print alone: strokes shorter than a rule, letters with holes or notches, bold bars narrower than a box', () => {
    const grey = page();
    blot(grey, 10, 10, 60, 2); // a dash or an underscore, under half an inch
    blot(grey, 100, 10, 30, 40); // an O: a frame with a hole
    blot(grey, 105, 15, 20, 30, PAPER);
    blot(grey, 150, 10, 30, 6); // a bold T: its bar...
    blot(grey, 162, 16, 6, 34); // ...and its stem, a notch on either side
    blot(grey, 200, 10, 18, 40); // a bold I of a large heading, narrower than 0.12 in

    expect(removeSolidBars(grey, WIDTH, HEIGHT, DPI)).toEqual({ boxes: 0, rules: 0, bands: 0, gridRuns: 0 });
  });

  it('whitens the lines of a grid, and of a rule print touches, as runs longer than any stroke of print', () => {
    const grey = page();
    // A boxed summary of two cells: its frame and divider are one blob with holes.
    blot(grey, 10, 10, 300, 2);
    blot(grey, 10, 100, 300, 2);
    blot(grey, 10, 10, 2, 92);
    blot(grey, 308, 10, 2, 92);
    blot(grey, 150, 10, 2, 92);
    blot(grey, 200, 40, 4, 20); // a digit's stroke in the right cell
    blot(grey, 10, 150, 300, 2); // an underline...
    blot(grey, 40, 130, 4, 21); // ...a letter's stem standing on it

    const removed = removeSolidBars(grey, WIDTH, HEIGHT, DPI);

    expect(removed).toMatchObject({ boxes: 0, rules: 0, bands: 0 });
    expect(removed.gridRuns).toBeGreaterThan(0);
    expect(inked(grey)).toBe(4 * 20 + 4 * 20);
    expect(grey[45 * WIDTH + 201]).toBe(INK);
    expect(grey[149 * WIDTH + 41]).toBe(INK);
  });

  it('turns a dark band with light print in it over: the band white, the print dark', () => {
    const grey = page();
    blot(grey, 20, 20, 300, 40); // a heading's band
    blot(grey, 40, 30, 4, 20, PAPER); // a stroke of its white print
    blot(grey, 60, 30, 4, 20, 140); // a grey edge of print, just lighter than the ink
    const bandLike = page();
    blot(bandLike, 20, 20, 300, 40);
    blot(bandLike, 100, 20, 60, 10, PAPER); // a notch in its top edge: no frame of a band

    expect(removeSolidBars(grey, WIDTH, HEIGHT, DPI)).toMatchObject({ boxes: 0, bands: 1 });
    expect(grey[25 * WIDTH + 100]).toBe(255);
    expect(grey[40 * WIDTH + 41]).toBe(255 - PAPER);
    expect(grey[40 * WIDTH + 61]).toBe(255 - 140);
    expect(removeSolidBars(bandLike, WIDTH, HEIGHT, DPI).bands).toBe(0);
  });

  it('leaves print on grey shading whole, however much of the page is shaded, and on dark shading too', () => {
    const grey = page();
    // Shaded rows over most of the page lift its Otsu threshold over their grey; print stands on them.
    for (const [top, shade] of [[10, 155], [60, 155], [110, 110]] as const) {
      blot(grey, 5, top, 390, 42, shade);
      for (let x = 20; x < 380; x += 12) blot(grey, x, top + 10, 6, 20);
    }
    const print = inked(grey.map((level) => (level === INK ? INK : PAPER)));

    expect(removeSolidBars(grey, WIDTH, HEIGHT, DPI)).toEqual({ boxes: 0, rules: 0, bands: 0, gridRuns: 0 });
    expect(grey.filter((level) => level === INK).length).toBe(print);
  });

  it('whitens a redaction box on a shaded row of a page mostly shaded, and leaves dark shading and the print on it', () => {
    const grey = page();
    for (const top of [10, 60, 110]) blot(grey, 5, top, 390, 42, 155);
    blot(grey, 100, 70, 200, 25); // a payee blacked out on the second shaded row
    const darkShading = page();
    blot(darkShading, 5, 60, 390, 42, 85); // a row shaded nearly black...
    for (let x = 20; x < 380; x += 8) blot(darkShading, x, 70, 4, 20); // ...with black print on it

    expect(removeSolidBars(grey, WIDTH, HEIGHT, DPI)).toMatchObject({ boxes: 1 });
    expect(grey[80 * WIDTH + 200]).toBe(255);
    expect(grey[80 * WIDTH + 50]).toBe(155);
    expect(removeSolidBars(darkShading, WIDTH, HEIGHT, DPI)).toEqual({ boxes: 0, rules: 0, bands: 0, gridRuns: 0 });
    expect(darkShading.filter((level) => level === INK).length).toBe(45 * 4 * 20);
    expect(darkShading[80 * WIDTH + 26]).toBe(85);
  });

  it('whitens two redaction boxes overlapping in an L, wider than high', () => {
    const grey = page();
    blot(grey, 20, 20, 300, 25); // a payee's name blacked out...
    blot(grey, 20, 45, 120, 25); // ...and the line under it, shorter

    expect(removeSolidBars(grey, WIDTH, HEIGHT, DPI)).toMatchObject({ boxes: 1 });
    expect(inked(grey)).toBe(0);
  });

  it('leaves a large bold 1 alone: its flag leaves its box too empty for a bar', () => {
    const grey = page();
    blot(grey, 100, 20, 30, 80); // the stem of a sans-serif 1 of about 30 pt
    blot(grey, 80, 20, 20, 15); // its flag

    expect(removeSolidBars(grey, WIDTH, HEIGHT, DPI)).toMatchObject({ boxes: 0 });
  });

  it('turns a band over but not a light box on it holding dark print, and whitens the band\'s grey edge', () => {
    const grey = page();
    blot(grey, 20, 20, 300, 50); // a heading's band
    for (let x = 19; x <= 320; x += 1) grey[19 * WIDTH + x] = 175; // the scanner's grey edge above it
    blot(grey, 40, 30, 4, 20, PAPER); // a stroke of its white heading
    blot(grey, 150, 30, 80, 30, PAPER); // a white box on the band...
    blot(grey, 160, 35, 4, 20); // ...with an account number's digit in it

    expect(removeSolidBars(grey, WIDTH, HEIGHT, DPI)).toMatchObject({ bands: 1 });
    expect(grey[40 * WIDTH + 41]).toBe(255 - PAPER);
    expect(grey[40 * WIDTH + 161]).toBe(INK);
    expect(grey[32 * WIDTH + 200]).toBe(PAPER);
    expect(grey[19 * WIDTH + 100]).toBe(255);
  });

  it('leaves the stems of print 0.45 in tall, and whitens a grid line down that print touches and a box down a column', () => {
    const grey = page();
    blot(grey, 40, 20, 12, 90); // the stem of an E of a 44 pt heading, 0.06 in thick
    blot(grey, 52, 20, 40, 12); // its top bar
    blot(grey, 300, 10, 2, 180); // a table's rule down
    blot(grey, 302, 60, 4, 20); // a digit touching it
    blot(grey, 150, 0, 30, 200); // a box down a description column, an inch long...
    blot(grey, 130, 100, 20, 2); // ...touching a rule that leaves it no bar
    blot(grey, 180, 100, 20, 2);

    removeSolidBars(grey, WIDTH, HEIGHT, DPI);

    expect(grey[60 * WIDTH + 45]).toBe(INK);
    expect(grey[150 * WIDTH + 300]).toBe(255);
    expect(grey[70 * WIDTH + 303]).toBe(INK);
    expect(grey[50 * WIDTH + 165]).toBe(255);
  });
});
