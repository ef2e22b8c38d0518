import { findStatementBalances } from './statement-balances.finder';

describe('findStatementBalances in a scan', () => {
  const lines = ['Statement period activity summary', 'Beginning halance on 4/01  $1,395.80', 'Ending ba1ance on 4/30  $5,320.39'];

  it('reads the balances under labels OCR bent by a letter', () => {
    expect(findStatementBalances(lines, { scanned: true })).toEqual({ starting: 1395.8, ending: 5320.39 });
    expect(findStatementBalances(['Begining Balance on 03/01/2025  $3,299.86', 'Endlng Balance on 03/31/2025  $11,964.39'], { scanned: true })).toEqual({
      starting: 3299.86,
      ending: 11964.39,
    });
  });

  it('reads a text layer by its labels as printed only', () => {
    expect(findStatementBalances(lines)).toEqual({ starting: null, ending: null });
  });
});
