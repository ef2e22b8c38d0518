import { findAmounts } from '../text/money.parser';
import { ENDING_LABEL, STARTING_LABEL } from './statement-balances.finder';

/** Nothing but figures, signs and CR/DR markers. */
const FIGURES_ONLY = /^[\s$()+\-,.\d]*(?:(?:CR|DR)\b[\s$()+\-,.\d]*)*$/i;
/** A summary across has two columns at least; more than eight is a table, not a summary. */
const MIN_COLUMNS = 2;
const MAX_COLUMNS = 8;

/**
 * `lines` with each summary printed across read down as well: under a line of labels (perhaps two lines,
 * `Beginning  Deposits and` over `balance  other additions`) a line of as many amounts, one to a column,
 *
 *     Beginning   Deposits and      Checks and other   Ending
 *     balance     other additions   deductions         balance
 *     3,495.27    16,562.98         13,531.12          6,527.13
 *
 * is followed by one line per column, its label then its amount (`Beginning balance  3,495.27`), for the
 * balance and totals finders, which read a label and the amount after it. Columns pair by order: the text
 * layer puts two spaces or more between cells. One label at least must be a starting or an ending balance's
 * (`Beginning balance`, `Ending balance`). The label lines become blank (the same number of lines stays before the
 * figures); every other line is kept as it is.
 */
export function withSummariesReadDown(lines: readonly string[]): string[] {
  const read: string[][] = lines.map((line) => [line]);
  lines.forEach((line, index) => {
    const figures = amountCells(line);
    if (!figures) return;
    const labels = labelsAbove(lines, index, figures.length);
    if (!labels || !labels.cells.some((label) => STARTING_LABEL.test(label) || ENDING_LABEL.test(label))) return;
    // The label lines read across go: a finder would take the figures line's first amount for the last label's.
    for (let above = 1; above <= labels.lines; above += 1) read[index - above] = [''];
    read[index].push(...labels.cells.map((label, column) => `${label}  ${figures[column]}`));
  });
  return read.flat();
}

/** The cells of a line made only of amounts, one to a cell; null for any other line. */
function amountCells(line: string): string[] | null {
  // Most lines have words in them: no figures line (tested first, as this runs on every line of a statement).
  if (!FIGURES_ONLY.test(line)) return null;
  const cells = line.trim().split(/\s{2,}/);
  if (cells.length < MIN_COLUMNS || cells.length > MAX_COLUMNS) return null;
  return cells.every((cell) => findAmounts(cell).length === 1) ? cells : null;
}

/**
 * The labels of `columns` cells on the line above the figures, joined to the line above that when it has as many, and
 * how many lines they take.
 */
function labelsAbove(lines: readonly string[], figuresAt: number, columns: number): { cells: string[]; lines: number } | null {
  const labelCells = (at: number): string[] | null => {
    const line = lines[at]?.trim() ?? '';
    const cells = line.split(/\s{2,}/);
    return line !== '' && cells.length === columns && findAmounts(line).length === 0 && cells.every((cell) => /[A-Za-z]{2}/.test(cell)) ? cells : null;
  };
  const lower = labelCells(figuresAt - 1);
  if (!lower) return null;
  const upper = labelCells(figuresAt - 2);
  return upper ? { cells: lower.map((cell, column) => `${upper[column]} ${cell}`), lines: 2 } : { cells: lower, lines: 1 };
}
