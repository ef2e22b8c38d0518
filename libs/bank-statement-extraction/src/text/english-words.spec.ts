import { englishWordShare, judgeTextLayer } from './english-words';

const STATEMENT = [
  'Example Bank  Business Checking Statement  Statement Period 03/01/2025 - 03/31/2025',
  'Beginning Balance  $5,000.00  Deposits and Other Credits  $3,000.00  Ending Balance  $3,487.67',
  '03/04  STRIPE TRANSFER ST-1A2B3C  3,000.00  8,000.00',
  '03/18  CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224  -4,512.33  3,487.67',
  '03/21  PURCHASE AUTHORIZED ON 03/20 HOME DEPOT #4521 ATLANTA GA CARD 4821  412.56  3,075.11',
].join('\n');

describe('judgeTextLayer', () => {
  it('finds a statement a person reads readable', () => {
    expect(englishWordShare(STATEMENT).share).toBeGreaterThan(0.5);
    expect(judgeTextLayer(STATEMENT)).toMatchObject({ glyphCodes: false, unreadable: false });
  });

  it("calls the layer of fonts without a map to characters glyph codes: characters, and hardly a word", () => {
    // What the text layer reads of a statement drawn in subset fonts without a ToUnicode map.
    const codes = Array.from({ length: 12 }, () => '!"#$%&\'(\'%)**(  +%#,(-%  "#.,."/+0  2 345+6 0+2 533 2 45 +7002+3356').join('\n');

    expect(judgeTextLayer(codes)).toMatchObject({ glyphCodes: true, unreadable: true });
  });

  it('calls words that are no English unreadable, not glyph codes (a failed OCR layer, another language)', () => {
    const gibberish = Array.from({ length: 30 }, (_, at) => `Xqvt Brzk Plomwr Tzrgh ${at} Kvbnq`).join('\n');

    expect(judgeTextLayer(gibberish)).toMatchObject({ glyphCodes: false, unreadable: true });
  });

  it('judges nothing on a few characters (a page of figures, a short form)', () => {
    expect(judgeTextLayer('12/31  1,204.99  !"#$')).toMatchObject({ glyphCodes: false, unreadable: false });
  });

  it('calls no check listing, daily balance table or statement in another script glyph codes (review)', () => {
    const checks = Array.from({ length: 60 }, (_, at) => `${1001 + at * 3}  03/02  1,491.37  ${1002 + at * 3}  03/03  212.00  ${1003 + at * 3}  03/05  88.10`).join('\n');
    const dailyBalances = Array.from({ length: 30 }, (_, at) => `03/${String(at + 1).padStart(2, '0')}  ${(4000 + at * 17).toFixed(2)}`).join('\n');
    const russian = Array.from({ length: 30 }, () => 'Выписка по счёту  Остаток на начало периода  Поступления  Списания').join('\n');

    for (const text of [`Checks Paid\n${checks}`, `Daily Balances\n${dailyBalances}`, russian]) expect(judgeTextLayer(text).glyphCodes).toBe(false);
  });
});
