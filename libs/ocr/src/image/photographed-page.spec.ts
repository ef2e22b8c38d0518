import { type GreyPage } from '../recognition/second-reading';
import { type Corner, evenLight, findSheet, flattenedPhotograph, homography, type Sheet, squaredUp } from './photographed-page';

const PAPER = 235;
const INK = 25;
const DESK = 60;

/** A sheet of `width` x `height` with rows of print: blocks of ink a line apart, inside a margin. */
function printedSheet(width: number, height: number): GreyPage {
  const pixels = new Uint8Array(width * height).fill(PAPER);
  for (let top = Math.round(height * 0.1); top < height * 0.9; top += 30) {
    for (let left = Math.round(width * 0.08); left < width * 0.9; left += 40) {
      for (let y = top; y < top + 14; y += 1) for (let x = left; x < left + 24; x += 1) pixels[y * width + x] = INK;
    }
  }
  return { pixels, width, height };
}

/**
 * `sheet` photographed: drawn in perspective with its corners at `corners` on a desk of `desk` grey, in a frame of
 * `width` x `height`, the light falling to `dimmest` of itself towards the bottom right.
 */
function photographed(sheet: GreyPage, corners: Sheet, width: number, height: number, { desk = DESK, dimmest = 1 } = {}): GreyPage {
  const toSheet = homography(corners, [
    { x: 0, y: 0 },
    { x: sheet.width, y: 0 },
    { x: sheet.width, y: sheet.height },
    { x: 0, y: sheet.height },
  ]);
  const [a, b, c, d, e, f, g, h] = toSheet;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const w = g * x + h * y + 1;
      const [u, v] = [Math.floor((a * x + b * y + c) / w), Math.floor((d * x + e * y + f) / w)];
      const inside = u >= 0 && v >= 0 && u < sheet.width && v < sheet.height;
      const light = 1 - (1 - dimmest) * ((x / width + y / height) / 2);
      pixels[y * width + x] = Math.round((inside ? sheet.pixels[v * sheet.width + u] : desk) * light);
    }
  }
  return { pixels, width, height };
}

const TILTED: Sheet = [
  { x: 90, y: 70 },
  { x: 690, y: 50 },
  { x: 720, y: 960 },
  { x: 60, y: 990 },
];

function near(found: Corner, truth: Corner, within: number): boolean {
  return Math.abs(found.x - truth.x) <= within && Math.abs(found.y - truth.y) <= within;
}

describe('findSheet', () => {
  it('finds the corners of a sheet photographed in perspective on a darker desk', () => {
    const photo = photographed(printedSheet(600, 800), TILTED, 800, 1060);

    const sheet = findSheet(photo);

    expect(sheet).toBeDefined();
    (sheet ?? []).forEach((corner, index) => expect(near(corner, TILTED[index], 8)).toBe(true));
  });

  it('finds none on a scan, whose paper reaches the edges of the image', () => {
    expect(findSheet(printedSheet(850, 1100))).toBeUndefined();
  });

  it('finds none on a pale table, too near the paper to tell them apart surely', () => {
    const blank: GreyPage = { pixels: new Uint8Array(600 * 800).fill(PAPER), width: 600, height: 800 };

    expect(findSheet(photographed(blank, TILTED, 800, 1060, { desk: 205 }))).toBeUndefined();
    expect(findSheet(photographed(blank, TILTED, 800, 1060, { desk: 150 }))).toBeDefined();
    expect(findSheet(photographed(printedSheet(600, 800), TILTED, 800, 1060, { desk: 225 }))).toBeUndefined();
  });

  it('finds none where the frame cuts the sheet', () => {
    const cut: Sheet = [
      { x: -40, y: 70 },
      { x: 690, y: 50 },
      { x: 720, y: 960 },
      { x: -70, y: 990 },
    ];

    expect(findSheet(photographed(printedSheet(600, 800), cut, 800, 1060))).toBeUndefined();
  });

  it('finds none on a scan with a dark border all round: an upright rectangle is a crop, not a photo to square up', () => {
    const bordered = photographed(printedSheet(640, 840), [
      { x: 30, y: 30 },
      { x: 670, y: 30 },
      { x: 670, y: 870 },
      { x: 30, y: 870 },
    ], 700, 900);

    expect(findSheet(bordered)).toBeUndefined();
  });

  it('finds none where the light patch spills past its corners (a sheet lying on another)', () => {
    const photo = photographed(printedSheet(600, 800), TILTED, 800, 1060);
    // A second sheet under the first, showing at its lower right.
    for (let y = 500; y < 1040; y += 1) for (let x = 300; x < 790; x += 1) if (photo.pixels[y * 800 + x] === DESK) photo.pixels[y * 800 + x] = PAPER;

    expect(findSheet(photo)).toBeUndefined();
  });

  it('finds none where the light patch is small (a slip on the desk, a glare)', () => {
    const slip: Sheet = [
      { x: 300, y: 400 },
      { x: 450, y: 400 },
      { x: 450, y: 560 },
      { x: 300, y: 560 },
    ];

    expect(findSheet(photographed(printedSheet(150, 160), slip, 800, 1060))).toBeUndefined();
  });
});

describe('squaredUp', () => {
  it('draws the sheet as a rectangle its own shape, the print where it lies on the sheet', () => {
    const sheet = printedSheet(600, 800);
    const photo = photographed(sheet, TILTED, 800, 1060);

    const squared = squaredUp(photo, TILTED);

    expect(squared.width).toBeGreaterThanOrEqual(600);
    expect(squared.width).toBeLessThanOrEqual(665);
    expect(squared.height).toBeGreaterThanOrEqual(900);
    expect(squared.height).toBeLessThanOrEqual(945);
    // The first block of print, a tenth down and 8 % in, at the same share of the squared page.
    const at = (x: number, y: number) => squared.pixels[Math.round(y * squared.height) * squared.width + Math.round(x * squared.width)];
    expect(at(0.08 + 12 / 600, 0.1 + 7 / 800)).toBeLessThan(80);
    expect(at(0.04, 0.05)).toBeGreaterThan(200);
  });
});

describe('evenLight', () => {
  it('makes paper as white in the dim corner as in the light, and keeps the print dark', () => {
    const sheet = printedSheet(600, 800);
    const lit = photographed(sheet, [
      { x: 0, y: 0 },
      { x: 600, y: 0 },
      { x: 600, y: 800 },
      { x: 0, y: 800 },
    ], 600, 800, { dimmest: 0.5 });
    const paperAt = (x: number, y: number) => lit.pixels[y * 600 + x];
    expect(paperAt(590, 790)).toBeLessThan(140);

    evenLight(lit);

    expect(paperAt(10, 10)).toBeGreaterThan(245);
    expect(paperAt(590, 790)).toBeGreaterThan(245);
    // A block of print near the dim corner (its last row and column) stays ink.
    const inkTop = Math.round(800 * 0.1) + 30 * Math.floor((800 * 0.9 - Math.round(800 * 0.1) - 1) / 30);
    expect(lit.pixels[(inkTop + 7) * 600 + Math.round(600 * 0.08) + 12]).toBeLessThan(80);
  });
});

describe('evenLight on a dark band', () => {
  it('keeps white print on a dark band white on dark: the band is not taken for paper', () => {
    const page: GreyPage = { pixels: new Uint8Array(640 * 800).fill(PAPER), width: 640, height: 800 };
    const at = (x: number, y: number) => y * 640 + x;
    // A band 160 px tall at grey 60 with white print across it.
    for (let y = 100; y < 260; y += 1) for (let x = 0; x < 640; x += 1) page.pixels[at(x, y)] = 60;
    for (let y = 160; y < 180; y += 1) for (let x = 100; x < 500; x += 1) page.pixels[at(x, y)] = 245;

    evenLight(page);

    expect(page.pixels[at(50, 140)]).toBeLessThan(100);
    expect(page.pixels[at(300, 170)]).toBeGreaterThan(240);
    expect(page.pixels[at(300, 500)]).toBeGreaterThan(245);
  });
});

describe('flattenedPhotograph', () => {
  it('squares up and evens the light of a photographed sheet, and leaves a scan alone', () => {
    const photo = photographed(printedSheet(600, 800), TILTED, 800, 1060, { dimmest: 0.55 });

    const flat = flattenedPhotograph(photo);

    expect(flat).toBeDefined();
    expect(flat?.width).toBeLessThan(700);
    expect(flat?.height).toBeLessThan(950);
    expect(flattenedPhotograph(printedSheet(850, 1100))).toBeUndefined();
  });
});
