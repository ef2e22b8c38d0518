import { type StatementRow } from './statement-row.model';

/** Rows of one company ID that must read one amount with one sign before it is offered to the others. */
const MIN_RECURRING_ROWS = 3;
/** A NACHA company ID in a descriptor (`ORIG ID:8917850332`, `CO ID:1277201755`): ten digits, nine where a leading zero went. */
const COMPANY_ID = /\b(?:ORIG|CO)\s+ID:\s?(\d{9,10})\b/;
/** Digits and marks closing a description: what is left of an amount cell OCR split (`85:` of `85:5.37=`). */
const CELL_REMNANT = /^[^A-Za-z]*\d[^A-Za-z]*$/;

/**
 * Rows of a scan that the same company debits or credits by a fixed amount (a funder's daily ACH of 55.37):
 * where most of the rows with one company ID read one amount in one direction, a row of that ID whose amount
 * cell OCR damaged (`85:5.37=`, `DS: 37=`: the line has other readings, or its balance was read as its amount)
 * is offered that amount and direction as another reading, with the amount it was read with as its balance
 * where it read none. The balances alone settle whether it stands (`repairDamagedAmounts`); a row read clean
 * with another amount (a modified or doubled payment) is offered nothing. A position's payment the scan
 * damaged would otherwise be missing, and read as a missed payment.
 */
export function withRecurringAmounts(rows: readonly StatementRow[]): StatementRow[] {
  const idOf = rows.map((row) => COMPANY_ID.exec(row.descriptionLines.join(' '))?.[1] ?? null);
  const recurring = new Map<string, StatementRow>();
  for (const id of new Set(idOf.filter((value): value is string => value !== null))) {
    const group = rows.filter((_, index) => idOf[index] === id);
    const byAmount = new Map<number, StatementRow[]>();
    for (const row of group) byAmount.set(row.amount, [...(byAmount.get(row.amount) ?? []), row]);
    const [same] = [...byAmount.values()].sort((a, b) => b.length - a.length);
    // The direction most of them print (a minus OCR lost leaves a few unsigned).
    const signed = same.filter((row) => row.directionSource === 'sign');
    const debits = signed.filter((row) => row.direction === 'debit');
    const [major] = [debits, signed.filter((row) => row.direction === 'credit')].sort((a, b) => b.length - a.length);
    // Most of the company's rows, most of those signed, and three at least.
    if (same.length * 2 <= group.length || major.length * 2 <= signed.length || major.length < MIN_RECURRING_ROWS) continue;
    recurring.set(id, major[0]);
  }
  const balancesPrinted = rows.some((row) => row.runningBalance !== null);
  return rows.map((row, index) => {
    const usual = idOf[index] === null ? undefined : recurring.get(idOf[index] as string);
    if (usual === undefined || row.amount === usual.amount || row.tentative) return row;
    const balanceAsAmount = balancesPrinted && row.runningBalance === null;
    const lastWord = row.descriptionLines.join(' ').trim().split(/\s+/).pop() ?? '';
    const damaged = (row.damagedReadings?.length ?? 0) > 0 || balanceAsAmount || CELL_REMNANT.test(lastWord);
    // Read clean, another amount is the company's own (a modified payment); an older repair may read it already.
    if (!damaged || (row.damagedReadings ?? []).some((reading) => reading.amount === usual.amount)) return row;
    const reading: StatementRow = { ...row, descriptionLines: withoutRemnant(row, usual), amount: usual.amount, direction: usual.direction, directionSource: usual.directionSource };
    const readings = balanceAsAmount ? [reading, { ...reading, runningBalance: row.amount }] : [reading];
    return { ...row, damagedReadings: [...(row.damagedReadings ?? []), ...readings] };
  });
}

/**
 * A row's description without what its damaged amount cell left after it: the words after the last word the
 * company's other rows close with (`... DESC DATE:240717 CO 85:` -> `... CO`); as read where it has none of it.
 */
function withoutRemnant(row: StatementRow, usual: StatementRow): string[] {
  const closing = usual.descriptionLines.join(' ').trim().split(/\s+/).pop();
  const words = row.descriptionLines.join(' ').trim().split(/\s+/);
  const at = closing === undefined ? -1 : words.lastIndexOf(closing);
  return at < 0 || at === words.length - 1 ? row.descriptionLines : [words.slice(0, at + 1).join(' ')];
}
