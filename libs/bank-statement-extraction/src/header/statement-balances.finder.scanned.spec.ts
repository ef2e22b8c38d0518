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

  it('reads a starting label bent at its first letter, never another balance a fee notice names', () => {
    expect(findStatementBalances(['Reginnirg Balance  $4,632.89', 'Ending Balance  $6,800.40'], { scanned: true }).starting).toBe(4632.89);
    expect(findStatementBalances(['Ralance Forward  30,015.05'], { scanned: true }).starting).toBe(30015.05);
    const notice = ['To avoid the monthly fee keep a Required Balance  $1,500.00', 'Beginnmg Ba1ance  $4,632.89'];
    expect(findStatementBalances(notice, { scanned: true }).starting).toBe(4632.89);
  });
});

