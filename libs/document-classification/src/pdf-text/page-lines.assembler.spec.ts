import { assemblePageLines } from './page-lines.assembler';
import { type TextFragment } from './text-fragment.model';

/** A run in top-down page coordinates; 6 units per character of a 10-unit font is close enough here. */
function run(text: string, x: number, y: number, overrides: Partial<TextFragment> = {}): TextFragment {
  return { text, x, y, width: text.length * 6, height: 10, upright: true, ...overrides };
}

describe('assemblePageLines', () => {
  it('orders lines top to bottom and runs left to right', () => {
    const lines = assemblePageLines([run('second', 50, 120), run('line', 91, 120), run('first', 50, 100), run('line', 85, 100)]);

    expect(lines).toEqual(['first line', 'second line']);
  });

  it('keeps runs whose baselines differ by less than half a glyph on one line', () => {
    const lines = assemblePageLines([run('07/14', 40, 200), run('ACH CREDIT', 100, 203), run('1,400.00', 400, 198), run('7/15', 40, 215)]);

    expect(lines).toEqual(['07/14  ACH CREDIT  1,400.00', '7/15']);
  });

  it('joins pieces of one word without a space and marks column gaps with two', () => {
    const lines = assemblePageLines([run('Begin', 40, 100), run('ning', 70, 100), run('balance', 96, 100), run('$2,825.37', 300, 100)]);

    expect(lines).toEqual(['Beginning balance  $2,825.37']);
  });

  it('keeps a space a run carries at its end even when the next run touches it', () => {
    const lines = assemblePageLines([run('Statement ', 40, 100, { width: 60 }), run('period', 100, 100)]);

    expect(lines).toEqual(['Statement period']);
  });

  it('drops the second copy of text drawn twice to look bold', () => {
    const lines = assemblePageLines([run('ACCOUNT SUMMARY', 40, 100), run('ACCOUNT SUMMARY', 40.4, 100)]);

    expect(lines).toEqual(['ACCOUNT SUMMARY']);
  });

  it('puts sideways runs after the page body and drops unreadable characters', () => {
    const lines = assemblePageLines([
      run('Sheet 00001', 10, 400, { upright: false }),
      run('for June 10, 2021 \uffff\uffff', 40, 100),
      run('  ', 40, 120),
    ]);

    expect(lines).toEqual(['for June 10, 2021', 'Sheet 00001']);
  });

  it('has no lines for a page without text', () => {
    expect(assemblePageLines([])).toEqual([]);
  });
});
