import { type OcrTextLine, type OcrWord } from '../lines/ocr-line.model';
import { doubtfulLines, type GreyPage, mergeReadings, pgmOf, secondReadingWanted, stripOfLines, wordsByLine } from './second-reading';

const word = (text: string, confidence: number, left: number, right: number, top = 100, bottom = 120): OcrWord => ({ text, confidence, left, right, top, bottom });
const line = (words: OcrWord[]): OcrTextLine => ({ words, baseline: { x0: words[0].left, y0: 118, x1: words[words.length - 1].right, y1: 118 }, height: 20 });

describe('mergeReadings', () => {
  const first = [word('SHELL', 95, 10, 60), word('O11.', 41, 70, 100), word('57442', 93, 110, 160)];

  it('takes the second reading of a doubtful word when it is clearly surer', () => {
    const merged = mergeReadings(first, [word('SHELL', 96, 11, 60), word('OIL', 88, 71, 99), word('57442', 95, 110, 161)]);
    expect(merged.map((w) => w.text)).toEqual(['SHELL', 'OIL', '57442']);
  });

  it('keeps the first reading when the second is not surer by the margin, and keeps words the first was sure of', () => {
    expect(mergeReadings(first, [word('OIL', 44, 71, 99)]).map((w) => w.text)).toEqual(['SHELL', 'O11.', '57442']);
    // The sure word 57442 stays even though the second reading is surer of another text there.
    expect(mergeReadings(first, [word('57447', 99, 110, 160)]).map((w) => w.text)).toEqual(['SHELL', 'O11.', '57442']);
  });

  it('weighs a word the second reading split against the first as a group, by its least sure word', () => {
    const joined = [word('DES:BIL.L', 50, 10, 100)];
    expect(mergeReadings(joined, [word('DES:BILL', 92, 10, 80), word('PAY', 90, 85, 100)]).map((w) => w.text)).toEqual(['DES:BILL', 'PAY']);
    expect(mergeReadings(joined, [word('DES:BILL', 92, 10, 80), word('PAV', 52, 85, 100)]).map((w) => w.text)).toEqual(['DES:BIL.L']);
  });

  it('keeps the first reading where the second swallowed words or characters, however sure', () => {
    const row = [word('POS', 70, 10, 50), word('15.54', 62, 60, 110), word('.00', 55, 120, 150)];
    expect(mergeReadings(row, [word('Go', 96, 10, 150)]).map((w) => w.text)).toEqual(['POS', '15.54', '.00']);
    expect(mergeReadings([word('CONF#49875374', 50, 10, 150)], [word('CONF#', 95, 10, 60), word('49', 95, 70, 90)]).map((w) => w.text)).toEqual(['CONF#49875374']);
  });

  it('leaves out words only the second reading found', () => {
    expect(mergeReadings([word('FEF', 40, 10, 40)], [word('FEE', 90, 10, 40), word('~~', 95, 300, 320)]).map((w) => w.text)).toEqual(['FEE']);
  });

  it("leaves out a word of the line below that the strip's band took in on a page askew, however sure the reading beside it", () => {
    // 33.96 read doubtfully on its line (537-564); the second reading is sure of it and also read the next row's
    // amount, 13.72, just under it (562-587), in the same column: the two overlap by two pixels down.
    const merged = mergeReadings([word('33.96', 34, 1520, 1590, 537, 564)], [word('33.96', 96, 1529, 1590, 537, 562), word('13.72', 49, 1520, 1590, 562, 587)]);
    expect(merged.map((w) => w.text)).toEqual(['33.96']);
    expect(merged[0].confidence).toBe(96);
  });
});

describe('secondReadingWanted', () => {
  it('rereads pages drawn coarser than 300 dpi (scans), not finer ones, and never when turned off', () => {
    expect(secondReadingWanted(200)).toBe(true);
    expect(secondReadingWanted(400)).toBe(false);
    process.env.OCR_SECOND_READING = 'off';
    try {
      expect(secondReadingWanted(200)).toBe(false);
    } finally {
      delete process.env.OCR_SECOND_READING;
    }
  });
});

describe('doubtfulLines', () => {
  it('names the lines with a word tesseract was unsure of, marks aside', () => {
    const lines = [line([word('CHECK', 95, 10, 60)]), line([word('CHECK', 95, 10, 60), word('2O34', 60, 70, 110)]), line([word('CHECK', 95, 10, 60), word('.', 20, 65, 67)])];
    expect(doubtfulLines(lines)).toEqual([1]);
  });

  it('names none on a page tesseract read almost nothing of (mean confidence under 50): a second reading would read noise again', () => {
    const noise = [line([word('Lonmin', 30, 10, 60), word('TELL', 40, 70, 110)]), line([word('Ther', 35, 10, 60), word('CHECK', 85, 70, 110)])];
    expect(doubtfulLines(noise)).toEqual([]);
  });
});

describe('stripOfLines and wordsByLine', () => {
  // A 400x300 white page with one dark block where the doubtful word's ink is.
  const page: GreyPage = { pixels: new Uint8Array(400 * 300).fill(255), width: 400, height: 300 };
  for (let y = 205; y < 215; y += 1) for (let x = 150; x < 180; x += 1) page.pixels[y * 400 + x] = 0;
  const lines = [
    line([word('BEGINNING', 95, 20, 120), word('BALANCE', 96, 130, 200)]),
    line([word('CARD', 94, 20, 60, 200, 220), word('FEF', 35, 150, 180, 200, 220), word('3979', 92, 200, 240, 200, 220), word('12.00', 96, 320, 380, 200, 220)]),
  ];

  it('draws the doubtful word with its neighbours larger, and maps what is read there back onto the page', () => {
    const { strip, pieces, scale } = stripOfLines(page, lines, [1]);
    expect(scale).toBeGreaterThan(1);
    // The neighbours (CARD .. 3979) are in the strip, the sure amount far to the right is not.
    expect(pieces).toHaveLength(1);
    expect(pieces[0].left).toBeLessThanOrEqual(20);
    expect(pieces[0].left + pieces[0].width).toBeLessThan(320);
    // The ink lands where the piece puts it, drawn `scale` times larger.
    const inkX = Math.round((165 - pieces[0].left + pieces[0].stripLeft) * scale);
    const inkY = Math.round((210 - pieces[0].top + pieces[0].stripTop) * scale);
    expect(strip.pixels[inkY * strip.width + inkX]).toBeLessThan(64);
    expect(strip.pixels[0]).toBe(255);

    // Tesseract reading the strip: FEE at the ink's place, in strip pixels.
    const toStrip = (x: number, y: number) => [(x - pieces[0].left + pieces[0].stripLeft) * scale, (y - pieces[0].top + pieces[0].stripTop) * scale];
    const [left, top] = toStrip(150, 200);
    const [right, bottom] = toStrip(180, 220);
    const reread = wordsByLine([line([word('FEE', 91, left, right, top, bottom)])], pieces, scale);
    const mapped = reread.get(1)?.[0];
    expect(mapped?.text).toBe('FEE');
    expect(mapped?.left).toBeCloseTo(150);
    expect(mapped?.right).toBeCloseTo(180);
    expect(mapped?.top).toBeCloseTo(200);
    expect(reread.has(0)).toBe(false);
  });

  it('writes a PGM both engines read', () => {
    const image = pgmOf({ pixels: new Uint8Array([0, 255, 128, 64]), width: 2, height: 2 });
    expect(Buffer.from(image.subarray(0, 11)).toString('latin1')).toBe('P5\n2 2\n255\n');
    expect([...image.subarray(11)]).toEqual([0, 255, 128, 64]);
  });
});
