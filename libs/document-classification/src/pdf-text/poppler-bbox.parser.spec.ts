import { assemblePageLines } from './page-lines.assembler';
import { BboxLayoutScanner, type BboxPage, type BboxWord, popplerPageFragments } from './poppler-bbox.parser';

/** What `pdftotext -bbox-layout` writes, trimmed to the elements the scanner reads and skips. */
const XHTML = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml">
<head>
<title>A &lt;page width="1"&gt; title</title>
<meta name="Creator" content="&lt;word xMin=&quot;1&quot;&gt;"/>
</head>
<body>
<doc>
  <page width="612.000000" height="792.000000">
    <flow>
      <block xMin="50.000000" yMin="84.820000" xMax="123.350000" yMax="94.070000">
        <line xMin="50.000000" yMin="84.820000" xMax="123.350000" yMax="94.070000">
          <word xMin="50.000000" yMin="84.820000" xMax="70.560000" yMax="94.070000">Amp</word>
          <word xMin="73.340000" yMin="84.820000" xMax="80.010000" yMax="94.070000">&amp;</word>
          <word xMin="82.790000" yMin="84.820000" xMax="99.470000" yMax="94.070000">&lt;lt&gt;</word>
          <word xMin="102.250000" yMin="84.820000" xMax="114.910000" yMax="94.070000">&quot;q&quot;&#233;</word>
        </line>
      </block>
    </flow>
    <flow>
      <block xMin="378.000000" yMin="352.680050" xMax="379.000000" yMax="352.680050">
        <line xMin="378.000000" yMin="352.680050" xMax="379.000000" yMax="352.680050">
          <word xMin="378.000000" yMin="352.680050" xMax="379.000000" yMax="352.680050">A</word>
        </line>
      </block>
    </flow>
  </page>
  <page width="612.000000" height="792.000000">
  </page>
</doc>
</body>
</html>
`;

function scanAll(chunks: string[]): BboxPage[] {
  const pages: BboxPage[] = [];
  const scanner = new BboxLayoutScanner((page) => pages.push(page));
  for (const chunk of chunks) scanner.push(chunk);
  expect(scanner.pages).toBe(pages.length);
  return pages;
}

const word = (text: string, xMin: number, yMin: number, xMax: number, yMax: number): BboxWord => ({ text, xMin, yMin, xMax, yMax });

describe('BboxLayoutScanner', () => {
  it('reads pages, lines and words, decoding what poppler escapes and skipping the head', () => {
    const pages = scanAll([XHTML]);

    expect(pages).toHaveLength(2);
    expect(pages[0]).toEqual([
      [
        word('Amp', 50, 84.82, 70.56, 94.07),
        word('&', 73.34, 84.82, 80.01, 94.07),
        word('<lt>', 82.79, 84.82, 99.47, 94.07),
        word('"q"é', 102.25, 84.82, 114.91, 94.07),
      ],
      // Text at font size 0 has a box without height: left out, as pdf.js does.
      [],
    ]);
    expect(pages[1]).toEqual([]);
  });

  it('gives the same pages however the output is split', () => {
    const whole = scanAll([XHTML]);
    for (let size = 1; size <= 64; size += 7) {
      const chunks: string[] = [];
      for (let start = 0; start < XHTML.length; start += size) chunks.push(XHTML.slice(start, start + size));
      expect(scanAll(chunks)).toEqual(whole);
    }
  });

  it('hands over each page as soon as it is complete', () => {
    const seen: number[] = [];
    const scanner = new BboxLayoutScanner((page) => seen.push(page.length));
    const firstPageEnd = XHTML.indexOf('</page>') + '</page>'.length;

    scanner.push(XHTML.slice(0, firstPageEnd));
    expect(seen).toEqual([2]);
    scanner.push(XHTML.slice(firstPageEnd));
    expect(seen).toEqual([2, 0]);
  });

  it('reads negative and unusual numbers', () => {
    const xhtml = '<doc><page width="1" height="1"><line xMin="0"><word xMin="-1.500000" yMin="2" xMax="1e1" yMax="3.25">x</word></line></page>';
    expect(scanAll([xhtml])).toEqual([[[word('x', -1.5, 2, 10, 3.25)]]]);
  });
});

describe('popplerPageFragments', () => {
  it('places each upright word at an estimated baseline and font size, which assemble into lines', () => {
    // Helvetica 10 pt as poppler boxes it: ascent 0.718, descent -0.207 of the font size.
    const box = (text: string, x: number, width: number, baseline: number) => word(text, x, baseline - 7.18, x + width, baseline + 2.07);
    const page: BboxPage = [
      [box('Date', 50, 21.12, 100), box('Amount', 400, 34.46, 100)],
      [box('01/05/2024', 50, 50.04, 114), box('$1,250.00', 400, 45.59, 114)],
    ];

    const fragments = popplerPageFragments(page);

    expect(fragments).toHaveLength(4);
    for (const fragment of fragments) {
      expect(fragment.upright).toBe(true);
      expect(Math.abs(fragment.y - (fragment.text === 'Date' || fragment.text === 'Amount' ? 100 : 114))).toBeLessThan(0.3);
      expect(fragment.height).toBeGreaterThan(9);
      expect(fragment.height).toBeLessThan(11);
    }
    expect(assemblePageLines(fragments)).toEqual(['Date  Amount', '01/05/2024  $1,250.00']);
  });

  it('keeps lines that do not read left to right whole, as sideways text after the page', () => {
    const page: BboxPage = [
      // Text running up the margin: poppler lists its words bottom to top.
      [word('Sheet', 15.7, 476.3, 21.2, 492), word('00001', 15.7, 458, 21.2, 474.7), word('of', 15.7, 451.3, 21.2, 456.3), word('00004', 15.7, 433, 21.2, 449.6)],
      // Upside down: right to left.
      [word('Upside', 268.9, 589.9, 300, 599.2), word('down', 242.2, 589.9, 266.1, 599.2)],
      // One word, far taller than wide for its length: vertical.
      [word('CONFIDENTIAL', 580, 300, 587.4, 360)],
      // Short words cannot tell, and are taken as upright.
      [word('1', 100, 684.8, 105.6, 694.1)],
    ];

    expect(popplerPageFragments(page).map(({ text, upright }) => [text, upright])).toEqual([
      ['Sheet 00001 of 00004', false],
      ['Upside down', false],
      ['CONFIDENTIAL', false],
      ['1', true],
    ]);
  });
});
