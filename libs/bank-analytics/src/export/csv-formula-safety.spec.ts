import { safeText } from './analytics-csv.renderer';

describe('text from uploads in the CSV', () => {
  it('cannot start a spreadsheet formula', () => {
    expect(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx'].map(safeText)).toEqual(["'=HYPERLINK(\"x\")", "'+1", "'-2+3", "'@SUM(A1)", "'\tx"]);
  });

  it('leaves ordinary names alone', () => {
    expect(['march statement.pdf', 'Operating ****1234', 'Jan 2026'].map(safeText)).toEqual(['march statement.pdf', 'Operating ****1234', 'Jan 2026']);
  });
});
