import { findLabels, type LabelHit } from '../labels/label.matcher';
import { cleanValue } from '../values/text-value.cleaner';

/** Text between two column gaps of a line, with the labels found in it. */
export interface LineCell {
  text: string;
  hits: LabelHit[];
}

/** Lines are split into cells at the double spaces `extractPdfText` keeps for column gaps (and at tabs). */
export function splitCells(line: string): LineCell[] {
  return line
    .replace(/\t/g, '  ')
    .split(/\s{2,}/)
    .map((text) => text.trim())
    .filter((text) => text.length > 0)
    .map((text) => ({ text, hits: findLabels(text) }));
}

/** A label closed by a colon, or a cell that is nothing but a label: the line asks rather than answers. */
export function isLabelCell(cell: LineCell): boolean {
  const first = cell.hits[0];
  if (cell.hits.some((hit) => hit.colon)) return true;
  return first !== undefined && first.start === 0 && cell.hits.every((_, index) => cleanValue(valueAfter(cell, index)) === null);
}

/** The text between a label and the next label of its cell. */
export function valueAfter(cell: LineCell, index: number): string {
  const hit = cell.hits[index];
  if (!hit) return '';
  return cell.text.slice(hit.valueStart, cell.hits[index + 1]?.start ?? cell.text.length);
}

/** The cell starts with a label but goes on with words and no colon: "State Street Deli" may be a value. */
export function mayBeValue(cell: LineCell): boolean {
  const first = cell.hits[0];
  return first === undefined || first.start > 0 || (!first.colon && cleanValue(valueAfter(cell, 0)) !== null);
}
