import { findAmounts } from '../text/money.parser';
import { ENDING_LABEL, STARTING_LABEL } from './statement-balances.finder';

/** Nothing but figures, dates, signs and CR/DR markers. */
const FIGURES_ONLY = /^[\s$()+\-,./\d]*(?:(?:CR|DR)\b[\s$()+\-,./\d]*)*$/i;
/** A summary across has two columns at least; more than eight is a table, not a summary. */
const MIN_COLUMNS = 2;
const MAX_COLUMNS = 8;
/** A full date in a cell of its own (`08/30/24`). */
const DATE_CELL = /^\d{1,2}\/\d{1,2}\/\d{2,4}$/;
/** The label a date in a summary's figures stands under: the last statement's or this one's (`Last Statement`, `This Statement`). */
const DATE_LABEL = /\bstatement\b/i;

/** A summary printed across: the index of its figures line, its labels and its figures, one to a column. */
interface SummaryAcross {
  index: number;
  labels: { cells: string[]; lines: number };
  figures: string[];
}

/**
 * The summaries printed across in `lines`: under a line of labels (perhaps two lines, `Beginning  Deposits and` over
 * `balance  other additions`) a line of as many figures, one to a column, an amount each (a count may follow it:
 * `$113,045.99 (141)`) or a date under the last or this statement's label (`Last Statement  Previous Balance ...` over
 * `08/30/24  $3,702.38 ...`). One label at least must be a starting or an ending balance's.
 */
function summariesAcross(lines: readonly string[]): SummaryAcross[] {
  const found: SummaryAcross[] = [];
  lines.forEach((line, index) => {
    const figures = figureCells(line);
    if (!figures) return;
    const labels = labelsAbove(lines, index, figures.length);
    if (!labels || !labels.cells.some((label) => STARTING_LABEL.test(label) || ENDING_LABEL.test(label))) return;
    if (figures.some((figure, column) => DATE_CELL.test(figure) && !DATE_LABEL.test(labels.cells[column]))) return;
    found.push({ index, labels, figures });
  });
  return found;
}

/**
 * `lines` with each summary printed across read down as well (`summariesAcross`),
 *
 *     Beginning   Deposits and      Checks and other   Ending
 *     balance     other additions   deductions         balance
 *     3,495.27    16,562.98         13,531.12          6,527.13
 *
 * each followed by one line per column, its label then its figure (`Beginning balance  3,495.27`), for the balance and
 * totals finders, which read a label and the amount after it. Columns pair by order: the text layer puts two spaces or
 * more between cells. The label lines become blank (the same number of lines stays before the figures); every other
 * line is kept as it is.
 */
export function withSummariesReadDown(lines: readonly string[]): string[] {
  const read: string[][] = lines.map((line) => [line]);
  for (const { index, labels, figures } of summariesAcross(lines)) {
    // The label lines read across go: a finder would take the figures line's first amount for the last label's.
    for (let above = 1; above <= labels.lines; above += 1) read[index - above] = [''];
    read[index].push(...labels.cells.map((label, column) => `${label}  ${figures[column]}`));
  }
  return read.flat();
}

/** The indexes of the figures lines of the summaries printed across in `lines`: a summary's, never a transaction's row. */
export function summaryFigureLines(lines: readonly string[]): Set<number> {
  return new Set(summariesAcross(lines).map((summary) => summary.index));
}

/** The cells of a line made only of figures, one to a cell, two amounts at least; null for any other line. */
function figureCells(line: string): string[] | null {
  // Most lines have words in them: no figures line (tested first, as this runs on every line of a statement).
  if (!FIGURES_ONLY.test(line)) return null;
  const cells = line.trim().split(/\s{2,}/);
  if (cells.length < MIN_COLUMNS || cells.length > MAX_COLUMNS) return null;
  const amounts = cells.filter((cell) => findAmounts(cell).length === 1 && !DATE_CELL.test(cell));
  return amounts.length >= MIN_COLUMNS && cells.every((cell) => amounts.includes(cell) || DATE_CELL.test(cell)) ? cells : null;
}

/**
 * The labels of `columns` cells on the line above the figures, joined to the line above that when it has as many, and
 * how many lines they take.
 */
function labelsAbove(lines: readonly string[], figuresAt: number, columns: number): { cells: string[]; lines: number } | null {
  const labelCells = (at: number): string[] | null => {
    const line = lines[at]?.trim() ?? '';
    const printed = line.split(/\s{2,}/);
    const cells = printed.length < columns ? printed.flatMap(labelsOneBlankApart) : printed;
    return line !== '' && cells.length === columns && findAmounts(line).length === 0 && cells.every((cell) => /[A-Za-z]{2}/.test(cell)) ? cells : null;
  };
  const lower = labelCells(figuresAt - 1);
  if (!lower) return null;
  const upper = labelCells(figuresAt - 2);
  return upper ? { cells: lower.map((cell, column) => `${upper[column]} ${cell}`), lines: 2 } : { cells: lower, lines: 1 };
}

/** A summary's label: a statement's date or a balance or total (`Last Statement`, `Previous Balance`, `Total Credits`). */
const SUMMARY_LABEL = /^(?:last|this|previous|prior|beginning|opening|starting|current|ending|closing|new|total)\s+(?:statement(?:\s+date)?|balance|credits|debits|deposits|withdrawals)$/i;

/**
 * A cell holding two labels one blank apart (`Last Statement Previous Balance`, where the text layer lost the column gap):
 * the two labels; any other cell as it is.
 */
function labelsOneBlankApart(cell: string): string[] {
  const words = cell.split(' ');
  for (let cut = 2; cut <= words.length - 2; cut += 1) {
    const [first, second] = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    if (SUMMARY_LABEL.test(first) && SUMMARY_LABEL.test(second)) return [first, second];
  }
  return [cell];
}
