import { assembleOcrLines } from './ocr-lines.assembler';
import { type OcrTextLine } from './ocr-line.model';

/**
 * A tesseract line of words placed by `[text, left]`, 20 px per character and `inkHeight` px high (of a
 * 40 px line), on a baseline through y at x = 0.
 */
function line(y: number, words: Array<[string, number]>, { slope = 0, confidence = 90, inkHeight = 28, height = 40 } = {}): OcrTextLine {
  return {
    words: words.map(([text, left]) => ({ text, confidence, left, right: left + text.length * 20, top: y - inkHeight, bottom: y })),
    baseline: { x0: 0, y0: y, x1: 1000, y1: y + slope * 1000 },
    height,
  };
}

describe('assembleOcrLines', () => {
  it('joins the cells of one table row that tesseract read as separate blocks, columns two spaces apart', () => {
    const page = assembleOcrLines([
      line(502, [['4,332.80', 1400]]),
      line(500, [['01/05/2024', 100], ['ACH', 330], ['CREDIT', 410]]),
      line(498, [['1,250.00', 1100]]),
      line(400, [['Date', 100], ['Description', 330], ['Amount', 1100], ['Balance', 1400]]),
    ]);

    expect(page.lines).toEqual(['Date  Description  Amount  Balance', '01/05/2024 ACH CREDIT  1,250.00  4,332.80']);
    expect(page.words).toHaveLength(9);
  });

  it('follows the baseline of a skewed page so a row stays whole and rows keep their order', () => {
    // Turned 3 degrees, a row's last column sits 70 px lower than its first: lower than the next row starts.
    const slope = Math.tan((3 * Math.PI) / 180);
    const page = assembleOcrLines([
      line(500, [['57,731.48', 1400]], { slope }),
      line(500, [['3/17', 100], ['POS', 200]], { slope }),
      line(440, [['Balance', 1400]], { slope }),
      line(440, [['Date', 100]], { slope }),
      line(500, [['15.22-', 900]], { slope }),
    ]);

    expect(page.lines).toEqual(['Date  Balance', '3/17 POS  15.22-  57,731.48']);
  });

  it("keeps one space between words of thin print read with short lines, two across a gap wider than two of the row's characters", () => {
    // A bilevel scan broke the print: tesseract's line is 24 px high where the characters are 20 px wide, and the
    // blank between two words (30 px, a character and a half) is wider than the line is high.
    const page = assembleOcrLines([line(500, [['05/04', 100], ['PURCHASE', 300], ['AUTHORIZED', 490], ['ON', 720], ['66.80', 900]], { height: 24, inkHeight: 18 })]);

    expect(page.lines).toEqual(['05/04  PURCHASE AUTHORIZED ON  66.80']);
    // Read with a line of its full height, the same row is spaced as before.
    expect(assembleOcrLines([line(500, [['05/04', 100], ['PURCHASE', 300], ['ON', 470]], { height: 20 })]).lines).toEqual(['05/04  PURCHASE ON']);
  });

  it('keeps a gutter of little over an em a column gap where characters are wide for the line (capitals)', () => {
    // Characters 20 px wide on a 34 px line: the 37 px gutter before a damaged amount stays two spaces, so the
    // amount's repairs, which look for a cell, still find it.
    const page = assembleOcrLines([line(500, [['CARD', 100], ['6085', 200], ['244', 317], ['.92-', 385]], { height: 34, inkHeight: 26 })]);

    expect(page.lines).toEqual(['CARD 6085  244 .92-']);
  });

  it('keeps overlapping lines with close baselines apart', () => {
    const page = assembleOcrLines([line(500, [['upper', 100]]), line(515, [['lower', 110]])]);

    expect(page.lines).toEqual(['upper', 'lower']);
  });

  it('drops table borders and specks tesseract is unsure of, keeps those it reads confidently', () => {
    const page = assembleOcrLines([
      line(300, [['|', 40]], { confidence: 20 }),
      line(300, [['Primary', 100], ['Account', 280]]),
      line(400, [['.00', 100]], { confidence: 30 }),
      line(500, [['——', 100]], { confidence: 95 }),
      line(600, [['', 100]]),
    ]);

    expect(page.lines).toEqual(['Primary Account', '.00', '——']);
  });

  it('drops specks read as letters, far lower than their line, and keeps dashes that flat', () => {
    const page = assembleOcrLines([
      line(300, [['SHELL', 100], ['OIL', 220], ['57442', 300]]),
      line(300, [['gE', 420]], { inkHeight: 2, confidence: 15 }),
      line(300, [['69.87', 600]]),
      line(400, [['06/01/2022', 100]]),
      line(400, [['-', 320]], { inkHeight: 2 }),
      line(400, [['06/30/2022', 360]]),
      line(500, [['on', 100], ['or', 160]], { inkHeight: 16 }),
    ]);

    expect(page.lines).toEqual(['SHELL OIL 57442  69.87', '06/01/2022 - 06/30/2022', 'on or']);
  });

  it('has no lines for a page without words', () => {
    expect(assembleOcrLines([])).toEqual({ lines: [], words: [] });
  });
});
