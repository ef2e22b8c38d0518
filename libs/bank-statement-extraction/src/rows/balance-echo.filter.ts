import { type DraftTransaction } from '../reconciliation/draft-transaction.model';
import { isOcrVariant } from '../text/ocr-variant';

const BALANCE_LABELS = ['BEGINNING BALANCE', 'OPENING BALANCE', 'PREVIOUS BALANCE', 'BALANCE FORWARD', 'STARTING BALANCE'];
/** A balance's label, its words apart by blanks, a mark OCR read for one (`BEGINNING-BALANCE`), or nothing (`EndingBalance`, a text layer without its spaces). */
const BALANCE_ROW = /\b(?:beginning|opening|previous|starting|ending|closing)[\s._:-]*balance\b|\bbalance[\s._:-]+forward\b/i;
/** Words or marks a scan leaves of a balance cell that ran into the description (`B,` of `B,528.16`). */
const CELL_RESIDUE = /^[^A-Za-z]*[A-Za-z]{0,2}[^A-Za-z]*$/;

/**
 * Drops rows that only repeat a balance inside the table ("12/01  BEGINNING BALANCE  $603.21"), also
 * when the description is cut short ("BE") and the amount is the starting balance. In a scan, also a label
 * whose two words OCR misread a letter or two of (`Ralance Forward`), followed by nothing but what is left of
 * a damaged balance cell: such a row's amount is no transaction, whatever it reads.
 */
export function isBalanceEcho(row: DraftTransaction, startingBalance: number | null, scanned = false): boolean {
  if (BALANCE_ROW.test(row.description)) return true;
  if (scanned && isMisreadLabel(row.description)) return true;
  const description = row.description.toUpperCase();
  const truncatedLabel = description.length >= 2 && BALANCE_LABELS.some((label) => label.startsWith(description));
  return truncatedLabel && startingBalance !== null && row.amount === Math.abs(startingBalance) && row.running_balance === null;
}

function isMisreadLabel(description: string): boolean {
  const [first, second, ...rest] = description.toUpperCase().split(/[\s._:-]+/).filter(Boolean);
  if (!second || !rest.every((word) => CELL_RESIDUE.test(word))) return false;
  return BALANCE_LABELS.some((label) => {
    const [labelFirst, labelSecond] = label.split(' ');
    return isOcrVariant(first, labelFirst, 2, { inWord: true }) && isOcrVariant(second, labelSecond, 2, { inWord: true });
  });
}
