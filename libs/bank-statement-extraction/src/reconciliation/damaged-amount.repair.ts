import { type DailyBalance } from '../header/daily-balances.finder';
import { type TransactionDirection } from '../model/bank-statement.model';
import { type StatementRow } from '../rows/statement-row.model';
import { editDistance } from '../text/edit-distance';
import { isEnglishWord } from '../text/english-words';
import { DIGIT_LOOKALIKES, MARKER_TOKEN, NUMBER_WORDS } from '../text/ocr-amount.reader';
import { roundCents } from '../text/money.parser';
import { isConfusedDigitSwap, isOneCharacterAdded } from '../text/ocr-variant';
import { MAX_OPEN_ROWS, solveDirections } from './direction-subset.solver';

const CENT = 0.005;
/** Past this many combinations of readings between two balances no repair is tried. */
const MAX_COMBINATIONS = 256;

export interface AmountRepairs {
  rows: StatementRow[];
  warnings: string[];
  /** Rows whose amount only the balances around them give (`amountFromBalances`): the statement cannot reconcile on them. */
  amountsFromBalances: number;
}

/** One row as read and the readings its damaged amount cells allow; null: the line is no row. */
interface Slot {
  row: StatementRow;
  options: (StatementRow | null)[];
  chosen: number;
  /** The balances around the row settled it (as read or repaired). */
  settled?: boolean;
  /** Taken without the balances: a row that lost its decimal point (`takeRowsThatLostTheirPoints`). */
  unconfirmed?: boolean;
}

/**
 * Takes the repaired reading of an OCR-damaged amount only where the statement's arithmetic confirms
 * it: from one printed balance to the next (the starting balance, running balances, the ending balance)
 * the rows between must move the balance by what they add up to. A stretch that does not add up as
 * read, and adds up in exactly one way once damaged amounts are repaired, takes that way; any other
 * stretch keeps every row as read. Rows are in printed order; `newestFirst` printouts are walked
 * oldest first. `unsigned` is the direction an unsigned amount will be read as, when the layout says.
 */
export function repairDamagedAmounts(
  rows: readonly StatementRow[],
  startingBalance: number | null,
  endingBalance: number | null,
  options: {
    newestFirst: boolean;
    unsigned: TransactionDirection | null;
    scanned?: boolean;
    printedCounts?: { credits: number | null; debits: number | null };
    /** The statement's daily balance table, in printed order (`findDailyBalances`). */
    dailyBalances?: readonly DailyBalance[];
    /** Checks of the check listing that no table row shows: debits of their days the rows do not hold. */
    checksApart?: readonly { month: number; day: number; amount: number }[];
  },
): AmountRepairs {
  const slots: Slot[] = rows.map((row) => ({
    row,
    options: row.tentative ? [null, row, ...(row.damagedReadings ?? [])] : [row, ...(row.damagedReadings ?? [])],
    chosen: 0,
  }));
  if (options.scanned && !slots.some(hasBalance) && startingBalance !== null && (options.dailyBalances?.length ?? 0) > 1) {
    settleDays(slots, startingBalance, endingBalance, options.dailyBalances ?? [], options.unsigned, options.checksApart ?? []);
    return chosenRepairs(slots, true, startingBalance, endingBalance, options.unsigned);
  }
  const walk = options.newestFirst ? [...slots].reverse() : slots;
  // The summary counts as many rows as were read: no row is missing, so a digit a speck added to an amount is no lost row's gap.
  const everyRowCounted = countsVouch(rows, options.printedCounts);
  let anchor = startingBalance;
  // Whether the balance gone on from was settled by the rows before it or confirmed by those after it.
  let anchorSettled = true;
  let pending: Slot[] = [];
  for (const [index, slot] of walk.entries()) {
    if (!hasBalance(slot)) {
      pending.push(slot);
      continue;
    }
    if (pending.length === 0) slot.options.push(...lostSignReadings(slot.options, options.unsigned, options.scanned === true, anchorSettled));
    // A day's last row in a scan whose balance took a speck for a minus (`19,710.98-`) after rows that print none.
    // Only from a settled balance: from one that lost its own minus, the mirror of the stretch (every direction turned) adds up too.
    else if (options.scanned && anchorSettled && pending.length <= MAX_ROWS_BEFORE_SPECK_MINUS) slot.options.push(...speckMinusReadings(slot.options));
    const settled = anchor === null ? null : settle(anchor, pending, slot, null, options.unsigned, true);
    if (settled !== null) {
      markSettled([...pending, slot]);
      anchor = settled;
      // A balance read with its printed sign turned is settled by this stretch alone: from it, the mirror of the next adds up too.
      anchorSettled = !signTurned(slot);
      pending = [];
      continue;
    }
    // A balance is confirmed from the right when the stretch after it adds up from it.
    const addsUpAfter = (balance: number): boolean => {
      const next = walk.findIndex((later, at) => at > index && hasBalance(later));
      const after = next === -1 ? walk.slice(index + 1) : walk.slice(index + 1, next);
      return next === -1 ? endingBalance !== null && settle(balance, after, null, endingBalance, options.unsigned, false) !== null : settle(balance, after, walk[next], null, options.unsigned, false) !== null;
    };
    const misread = anchor === null ? null : misreadBalance(anchor, pending, slot, options.unsigned);
    // ...and only when the rows after it do not add up from the balance as printed, which would make the amount the misread one.
    const printedBalance = slot.options[0]?.runningBalance ?? null;
    if (misread !== null && addsUpAfter(misread) && (printedBalance === null || !addsUpAfter(printedBalance))) {
      slot.options.push({ ...(slot.options[0] as StatementRow), runningBalance: misread });
      slot.chosen = slot.options.length - 1;
      markSettled([...pending, slot]);
      anchor = misread;
      anchorSettled = true;
      pending = [];
      continue;
    }
    // An amount misread in one digit between two balances that stand: the one before settled,
    // the row's own confirmed by the rows after it (and not reached by a misread balance above).
    const between = options.scanned && anchor !== null && pending.length === 0 ? amountBetween(anchor, slot, addsUpAfter, everyRowCounted) : null;
    if (between !== null && between.runningBalance !== null) {
      slot.options.push(between);
      slot.chosen = slot.options.length - 1;
      anchor = between.runningBalance;
      anchorSettled = true;
      continue;
    }
    const inStretch = options.scanned && anchor !== null && printedBalance !== null && pending.length > 0 ? misreadAmountInStretch(anchor, pending, slot, printedBalance, everyRowCounted) : null;
    if (inStretch !== null && printedBalance !== null && addsUpAfter(printedBalance)) {
      inStretch.slot.options.push(inStretch.row);
      inStretch.slot.chosen = inStretch.slot.options.length - 1;
      markSettled([...pending, slot]);
      anchor = printedBalance;
      anchorSettled = true;
      pending = [];
      continue;
    }
    // A row whose balance reads only once repaired, confirmed by the rows after it, is a balance to go on from.
    const chosen = slot.options[0]?.runningBalance == null ? readingConfirmedAhead(slot, addsUpAfter) : 0;
    if (chosen === null) {
      pending.push(slot);
      continue;
    }
    slot.chosen = chosen;
    const balance = slot.options[chosen]?.runningBalance as number;
    // A scan's row read with its balance as its amount and no cell to confirm the gap takes it only between balances that stand.
    // A text layer prints no damaged cell, but a row may print its balance alone (its amount blacked out on a court's copy, or
    // drawn where no text is): one such row between balances that stand takes the gap, flagged; other rows stay as printed.
    const gapStands = pending.length > 0 && (options.scanned === true || pending.length === 1) && anchorSettled && addsUpAfter(balance);
    if (anchor !== null && (options.scanned || gapStands)) bridgeUnreadAmount(anchor, pending, slot.options[chosen] as StatementRow, balance, options.unsigned, everyRowCounted, gapStands, options.scanned === true);
    anchor = balance;
    anchorSettled = chosen !== 0;
    pending = [];
  }
  if (pending.length > 0 && anchor !== null && endingBalance !== null) {
    if (settle(anchor, pending, null, endingBalance, options.unsigned, true) !== null) markSettled(pending);
    // The last row, whose amount cell was past reading, between the last balance and the ending balance.
    else if (options.scanned) bridgeUnreadAmount(anchor, pending, null, endingBalance, options.unsigned, everyRowCounted, anchorSettled, true);
  }
  return chosenRepairs(slots, options.scanned === true, startingBalance, endingBalance, options.unsigned);
}

function hasBalance(slot: Slot): boolean {
  return slot.options.some((option) => option !== null && option.runningBalance !== null);
}

/** The rows with the readings chosen, and a scan's rows that lost their decimal points where nothing settles them. */
function chosenRepairs(slots: readonly Slot[], scanned: boolean, startingBalance: number | null, endingBalance: number | null, unsigned: TransactionDirection | null): AmountRepairs {
  const reachesEnd = () =>
    startingBalance !== null && endingBalance !== null && addsUp(startingBalance, slots.map((slot) => slot.options[slot.chosen]), endingBalance, unsigned);
  // Rows as chosen that take the starting balance to the ending one take no row the balances do not confirm unless
  // the statement still adds up with them (a chargeback and its redeposit): else they stay lines of the rows above.
  const settledWithout = reachesEnd();
  const before = slots.map((slot) => ({ chosen: slot.chosen, unconfirmed: slot.unconfirmed }));
  let unpointed = scanned ? takeRowsThatLostTheirPoints(slots) : 0;
  if (settledWithout && unpointed > 0 && !reachesEnd()) {
    slots.forEach((slot, at) => Object.assign(slot, before[at]));
    unpointed = 0;
  }
  // A dated dollar amount that lost its point, left a line of the row above where the balances add up without it (or
  // either way: a chargeback and its redeposit), is said, so a reconciled statement hides no row it may have dropped.
  const dollarsLeft = slots.filter((slot) => slot.row.tentative && slot.options[slot.chosen] === null && slot.options.some((option) => option?.pointReadAsBlank === true)).length;
  const repairs = applyChoices(slots, scanned);
  if (dollarsLeft > 0) repairs.warnings.push(`${dollarsLeft} dated line(s) that read as a dollar amount only with a decimal point put back were left in the description above: the balances add up without them; check them against the statement`);
  if (unpointed > 0) repairs.warnings.push(`${unpointed} row(s) whose amount lost its decimal point in the scan read with the point before the last two digits; the balances do not confirm them`);
  return repairs;
}

/**
 * A damaged line read as a debit by a minus after its amount, read as a credit: a speck reads as a minus
 * (`162:77-` among deposits), never a minus as nothing. The stretch's balances settle which.
 */
function unsignedReadings(options: readonly (StatementRow | null)[]): StatementRow[] {
  return options.flatMap((option): StatementRow[] => (option !== null && option.directionSource === 'sign' && option.direction === 'debit' ? [{ ...option, direction: 'credit' }] : []));
}

/** A day of the year counted so that dates after a December follow it (a period from December to January). */
function dayOrdinal(month: number, day: number, firstMonth: number): number {
  return (month < firstMonth - 6 ? month + 12 : month) * 32 + day;
}

/**
 * A layout that prints no running balance on its rows (sections of credits and debits, as Chase and Bank of
 * America print them) but a daily balance table: the rows of each stretch of days between two printed daily
 * balances (from the starting balance to the first) must move the balance from one to the other. A stretch
 * that does not add up as read, and adds up in exactly one way once damaged amounts are repaired (a line
 * that reads as a row only repaired included or not), takes that way, when the day's balance it closes on
 * is itself confirmed: the next stretch adds up from it, or it is the ending balance. Checks that only the
 * check listing prints (`checksApart`) are debits of their stretch, on a day the table prints and where the
 * stretch does not add up as well without them. Rows dated after the table's last day, and any stretch that
 * adds up no way or several ways (a row dated wrong by OCR, a daily balance misread), stay as read.
 */
function settleDays(
  slots: readonly Slot[],
  startingBalance: number,
  endingBalance: number | null,
  days: readonly DailyBalance[],
  unsigned: TransactionDirection | null,
  checksApart: readonly { month: number; day: number; amount: number }[],
): void {
  const firstMonth = days[0].month;
  const closes = days.map((day) => dayOrdinal(day.month, day.day, firstMonth));
  // The table runs in date order; one that does not was not read as a table of days.
  if (closes.some((close, at) => at > 0 && close <= closes[at - 1])) return;
  // Checks paid that only the check listing prints come off their stretch's opening balance: the rows do not hold them.
  // A day that pays a check prints its balance: a check dated a day the table does not print (its date misread)
  // leaves its stretch unsettled.
  const apart = days.map(() => 0);
  const unsettled = days.map(() => false);
  for (const check of checksApart) {
    const paid = dayOrdinal(check.month, check.day, firstMonth);
    const at = closes.findIndex((close) => close >= paid);
    if (at === -1) continue;
    apart[at] = roundCents(apart[at] + check.amount);
    if (closes[at] !== paid) unsettled[at] = true;
  }
  const stretches = days.map((): Slot[] => []);
  for (const slot of slots) {
    // A line that reads as a row only repaired may have read a speck as its sign (`162:77-` among deposits).
    if (slot.row.tentative) slot.options.push(...unsignedReadings(slot.options));
    const row = slot.options.find((option): option is StatementRow => option !== null);
    if (!row) continue;
    const at = closes.findIndex((close) => close >= dayOrdinal(row.date.month, row.date.day, firstMonth));
    if (at !== -1) stretches[at].push(slot);
  }
  const opening = (at: number) => roundCents((at === 0 ? startingBalance : days[at - 1].balance) - apart[at]);
  // With a check apart, the stretch must not add up as well with the check one of its rows (a row that is the
  // check read apart from its listing): which one it is cannot be told.
  const asOneOfItsRows = (stretch: Slot[], at: number) => apart[at] > 0 && settle(opening(at) + apart[at], stretch, null, days[at].balance, unsigned, false) !== null;
  const settles = stretches.map(
    (stretch, at) => !unsettled[at] && settle(opening(at), stretch, null, days[at].balance, unsigned, false) !== null && !asOneOfItsRows(stretch, at),
  );
  stretches.forEach((stretch, at) => {
    const confirmed = at + 1 < days.length ? settles[at + 1] : endingBalance !== null && Math.abs(days[at].balance - endingBalance) < CENT;
    if (!settles[at] || !confirmed) return;
    settle(opening(at), stretch, null, days[at].balance, unsigned, true);
    markSettled(stretch);
  });
}

/**
 * Settles the stretch from `anchor` over `pending` to the balance printed on `closing` (or `target`):
 * as read when that adds up, else the one combination of repaired readings that does. Returns the
 * balance reached, or null when the stretch is left as read.
 */
function settle(anchor: number, pending: Slot[], closing: Slot | null, target: number | null, unsigned: TransactionDirection | null, commit: boolean): number | null {
  const stretch = closing ? [...pending, closing] : pending;
  // The closing row takes a reading with a balance; a row inside the stretch one without (or no row at all).
  const choices = stretch.map((slot, index) =>
    slot.options
      .map((option, position) => ({ option, position }))
      .filter(({ option, position }) => (closing && index === stretch.length - 1 ? option !== null && option.runningBalance !== null : position === 0 || option === null || option.runningBalance === null)),
  );
  const balanceOf = (picked: readonly (StatementRow | null)[]): number | null => (closing ? (picked[picked.length - 1]?.runningBalance ?? null) : target);
  const asRead = stretch.map((slot) => slot.options[0]);
  const asReadBalance = balanceOf(asRead);
  if (asReadBalance !== null && closing?.options[0]?.runningBalance !== null && addsUp(anchor, asRead, asReadBalance, unsigned)) return asReadBalance;
  const total = choices.reduce((product, list) => product * list.length, 1);
  if (total === 0 || total > MAX_COMBINATIONS) return null;
  const agreeing = new Map<string, number[]>();
  const walk = (index: number, positions: number[]): void => {
    if (index === choices.length) {
      const picked = positions.map((position, at) => stretch[at].options[position]);
      const balance = balanceOf(picked);
      if (balance !== null && addsUp(anchor, picked, balance, unsigned)) agreeing.set(signature(picked), [...positions]);
      return;
    }
    for (const { position } of choices[index]) walk(index + 1, [...positions, position]);
  };
  walk(0, []);
  if (agreeing.size !== 1) return null;
  const [positions] = [...agreeing.values()];
  if (commit)
    positions.forEach((position, index) => {
    stretch[index].chosen = position;
  });
  return balanceOf(positions.map((position, index) => stretch[index].options[position]));
}

/**
 * A running balance OCR misread in one digit (92,027.75 printed for 22,027.75): the balance the rows as
 * read reach from `anchor` when it differs from the printed one in a single digit, else null. A row whose
 * direction is not printed may go either way (up to three such rows); exactly one balance so reached may
 * be a digit off the printed one. The caller takes it only when the next stretch adds up from it.
 */
function misreadBalance(anchor: number, pending: readonly Slot[], closing: Slot, unsigned: TransactionDirection | null): number | null {
  const rows = [...pending, closing].map((slot) => slot.options[0]).filter((row): row is StatementRow => row !== null);
  const printed = closing.options[0]?.runningBalance ?? null;
  if (printed === null) return null;
  const known = rows.filter((row) => (row.direction ?? unsigned) !== null);
  const open = rows.filter((row) => (row.direction ?? unsigned) === null).map((row) => row.amount);
  if (open.length > MAX_OPEN_SIGNS) return null;
  const base = known.reduce((sum, row) => sum + ((row.direction ?? unsigned) === 'debit' ? -row.amount : row.amount), anchor);
  const reached = new Set<number>();
  for (let signs = 0; signs < 1 << open.length; signs += 1) {
    const balance = roundCents(open.reduce((sum, amount, at) => sum + (signs & (1 << at) ? -amount : amount), base));
    if (oneDigitApart(printed, balance)) reached.add(balance);
  }
  return reached.size === 1 ? [...reached][0] : null;
}

const MAX_OPEN_SIGNS = 3;

/**
 * The row's amount as the balance before it and its own balance make it (a reading of its balance cell the
 * rows after it add up from), when the amount as read can be OCR's misreading of it (`isDigitMisreading`:
 * 4,332.79 read 1,332.79; `(66.27)` read `166.27)`; a debit's minus read as a 2, `2792.00` for -792.00). Its direction is the way the balance moved (a sign
 * lost or misread with the digit goes with it); a direction the row has from a heading (a credits section)
 * must agree. Null unless exactly one reading of the row does so.
 */
function amountBetween(anchor: number, slot: Slot, addsUpAfter: (balance: number) => boolean, everyRowCounted: boolean): StatementRow | null {
  const found = new Map<string, StatementRow>();
  for (const option of slot.options) {
    if (option === null || option.runningBalance === null) continue;
    const net = roundCents(option.runningBalance - anchor);
    const amount = Math.abs(net);
    const direction: TransactionDirection = net < 0 ? 'debit' : 'credit';
    if (amount < CENT || (option.directionSource === 'section' && option.direction !== direction)) continue;
    const misread = isDigitMisreading(option.amount, amount, everyRowCounted) || (direction === 'debit' && isMinusReadAsTwo(option.amount, amount));
    if (misread && addsUpAfter(option.runningBalance)) found.set(`${amount}/${direction}/${option.runningBalance}`, { ...option, amount, direction, directionSource: 'sign' });
  }
  return found.size === 1 ? [...found.values()][0] : null;
}

/** Rows between two balances among which one amount may be the misread one: more would find a digit's worth of gap by chance. */
const MAX_STRETCH_FOR_MISREAD_AMOUNT = 3;

/**
 * One amount misread in a digit (`isDigitMisreading`) within a short stretch of rows between two
 * balances, the closing one printed on its last row (`149.80` for 49.80 among a day's rows in a layout
 * that prints one balance a day): for each row, and each way the rows whose direction is not printed may
 * go, the amount that row must have for the stretch to add up; taken when exactly one row and amount
 * (and direction) is one digit off the amount as read. Rows are as read, not repaired otherwise.
 */
function misreadAmountInStretch(
  anchor: number,
  pending: readonly Slot[],
  closing: Slot,
  balance: number,
  everyRowCounted: boolean,
): { slot: Slot; row: StatementRow } | null {
  const slots = [...pending, closing];
  const rows = slots.map((slot) => slot.options[0]);
  if (slots.length > MAX_STRETCH_FOR_MISREAD_AMOUNT || rows.some((row) => row === null)) return null;
  // Only rows that print no balance of their own: a row whose balance did not add up is a second fault in the
  // stretch, and a digit that makes the whole stretch add up would be found there by chance.
  if (pending.some((slot) => slot.options[0]?.runningBalance != null)) return null;
  // A row still ending in a damaged money cell (`354.5¢C`) may have lost its amount cell and been read with its
  // balance as its amount: off by the balance before it, which a digit of another row makes up by chance when
  // that balance is round (1,000.00 before a 354.50 debit read as 645.50). No other row is mended beside it.
  if (pending.some((slot) => damagedCellAtEnd((slot.options[0]?.descriptionLines[0] ?? '').split(' ')).length > 0)) return null;
  const read = rows as StatementRow[];
  const net = roundCents(balance - anchor);
  // A direction no sign or heading prints (the layout's preference for unsigned amounts included) may go
  // either way; if some way makes the stretch add up as read, no amount is misread.
  const isOpen = (row: StatementRow) => row.directionSource === null;
  const printedNet = read.filter((row) => !isOpen(row)).reduce((sum, row) => sum + (row.direction === 'debit' ? -row.amount : row.amount), 0);
  if (solveDirections(read.filter(isOpen).map((row) => row.amount), roundCents(net - printedNet)) !== null) return null;
  const found = new Map<string, { slot: Slot; row: StatementRow }>();
  read.forEach((row, misread) => {
    const others = read.filter((_, at) => at !== misread);
    const open = others.filter(isOpen);
    const known = others.filter((other) => !isOpen(other)).reduce((sum, other) => sum + (other.direction === 'debit' ? -other.amount : other.amount), 0);
    for (let signs = 0; signs < 1 << open.length; signs += 1) {
      const rest = open.reduce((sum, other, at) => sum + (signs & (1 << at) ? -other.amount : other.amount), known);
      const needed = roundCents(net - rest);
      const direction: TransactionDirection = needed < 0 ? 'debit' : 'credit';
      const amount = Math.abs(needed);
      const printedDirection = row.directionSource !== null ? row.direction : null;
      if (amount < CENT || amount === row.amount || (printedDirection !== null && printedDirection !== direction)) continue;
      if (!isDigitMisreading(row.amount, amount, everyRowCounted)) continue;
      found.set(`${misread}/${amount}/${direction}`, { slot: slots[misread], row: { ...row, amount, direction, directionSource: 'sign' } });
    }
  });
  return found.size === 1 ? [...found.values()][0] : null;
}

function oneDigitApart(printed: number, reached: number): boolean {
  const [a, b] = [printed.toFixed(2), reached.toFixed(2)];
  return a.length === b.length && [...a].filter((character, at) => character !== b[at]).length === 1;
}

/** A debit's minus read as a 2 before its digits (`2792.00` for -792.00). */
function isMinusReadAsTwo(read: number, truth: number): boolean {
  return centsDigits(read) === `2${centsDigits(truth)}`;
}

function centsDigits(amount: number): string {
  return amount.toFixed(2).replace('.', '');
}

/**
 * Whether `read` can be OCR's reading of `truth`: one digit swapped for one it is confused with
 * (`isConfusedDigitSwap`: two digits no stroke of each other can be mistaken for are a different amount, so the
 * gap a row missing from the scan leaves, `400.00` against a balance gap of 450.00, is never taken), or an opening
 * parenthesis read as a 1 before it (`166.27)` for `(66.27)`); with `digitAddedToo` (the summary counts every
 * row read), also one digit more anywhere (`7500.14` for 750.14). A digit lost is never taken: balances that
 * lost a leading digit together add up among themselves and leave it on the row where it comes back.
 */
function isDigitMisreading(read: number, truth: number, digitAddedToo = false): boolean {
  const [a, b] = [centsDigits(read), centsDigits(truth)];
  if (a === `1${b}`) return true;
  // A speck read as a digit of its own (`7500.14` for 750.14, `855.37` for 55.37): only where no row can be missing.
  if (digitAddedToo && isOneCharacterAdded(a, b)) return true;
  return isConfusedDigitSwap(a, b);
}

/**
 * A minus OCR lost: the unsigned amount of a layout that signs its debits read as a debit, an unsigned
 * running balance read as negative; or a speck read as one (`10,758.16 -`, `REDLINE-  686.92`): a negative
 * balance read as positive, a signed amount read as a credit. Only offered for a row printed right after a balance, so that the
 * balance before, the amount and the balance on the row settle it alone.
 */
function lostSignReadings(options: readonly (StatementRow | null)[], unsigned: TransactionDirection | null, scanned: boolean, afterSettledBalance: boolean): StatementRow[] {
  const readings: StatementRow[] = [];
  for (const option of options) {
    if (option === null || option.runningBalance === null) continue;
    const debit = option.directionSource === null && (option.direction ?? unsigned) === 'credit';
    if (debit) readings.push({ ...option, direction: 'debit', directionSource: 'sign' });
    // In a scan a speck before an amount reads as its minus (`REDLINE-  686.92`): the balances settle which.
    if (scanned && afterSettledBalance && option.directionSource === 'sign' && option.direction === 'debit') readings.push({ ...option, direction: 'credit' });
    // A balance's minus may be lost, or in a scan a speck read as one (`10,758.16 -`): the balances settle which.
    if (option.runningBalance > 0 || (scanned && option.runningBalance < 0)) readings.push({ ...option, runningBalance: -option.runningBalance });
    if (debit && option.runningBalance > 0) readings.push({ ...option, direction: 'debit', directionSource: 'sign', runningBalance: -option.runningBalance });
  }
  return readings;
}

/** Rows without a balance of their own before a balance whose minus may be a speck: more would let a sign settle a stretch by chance. */
const MAX_ROWS_BEFORE_SPECK_MINUS = 3;

/** A negative running balance read positive: a speck OCR took for a minus. The balances settle which. */
function speckMinusReadings(options: readonly (StatementRow | null)[]): StatementRow[] {
  return options.flatMap((option) => (option !== null && option.runningBalance !== null && option.runningBalance < 0 ? [{ ...option, runningBalance: -option.runningBalance }] : []));
}

/**
 * The one reading of a row whose balance is unreadable as printed (`3.96234`) that gives a balance the
 * rows after it add up from: its position among the row's options, or null when none or several do.
 */
function readingConfirmedAhead(slot: Slot, addsUpAfter: (balance: number) => boolean): number | null {
  const confirmed = slot.options
    .map((option, position) => ({ option, position }))
    .filter(({ option, position }) => position > 0 && option !== null && option.runningBalance !== null && addsUpAfter(option.runningBalance));
  const balances = new Set(confirmed.map(({ option }) => option?.runningBalance));
  return balances.size === 1 && confirmed.length === 1 ? confirmed[0].position : null;
}

/** Digits of a money cell OCR damaged past reading (`{50.8`, `(64.1`): no letters, at least three digits. */
const UNREAD_MONEY_CELL = /^[^A-Za-z\d]{0,2}\d[\d.,:;]*\d[^A-Za-z\d]{0,2}$/;
/** Letters OCR reads for digits in a damaged money cell, a 7's bar alone read as a T, a 2 as a Z, an open 0 as a C and a 1 with its foot as a t among them. */
const CELL_DIGIT_LOOKALIKES: Readonly<Record<string, string>> = { ...DIGIT_LOOKALIKES, T: '7', Z: '2', C: '0', t: '1' };
/**
 * A damaged cell of one to three tokens (`T7532`, `73:11, 86)`, `358.€3-`, `354.5¢C`, `2. 174 15;`): digits, those lookalike letters,
 * marks and a symbol for a digit, mostly digits; a C never opens one (`CO`, `CR`).
 */
const LOOKALIKE_MONEY_CELL = /^[^A-Za-z\d]{0,2}[\dOolDI|SsBTZ][\dOolDI|SsBTZCt.,:; \u20ac\u00a9\u00a2%&@]*[\dOolDI|SsBTZCt][^A-Za-z\d]{0,2}$/;

/**
 * A money cell's damage in sight: a mark between digits (`7.218.0t`), a symbol (`354.5¢C`), a lookalike letter beside a
 * digit (`T7068`), a mark stuck before its first digit (`;1805 39`).
 */
const DAMAGED_IN_SIGHT = /\d[.,:;]\s?\d|[\u00a2\u20ac%\u00a9@&]|[A-Za-z|]\d|\d[A-Za-z|]|^[.,:;'`_~]\d/;
/** A phone number (`800.555.1234`): a description's, not a money cell. */
const PHONE = /\d{3}[.-]\d{3}[.-]\d{4}/;

/** A piece of a money cell split by blanks: one to three digits (or their lookalikes), separators perhaps (`2.`, `17,`, `T7`, `2,1`). */
const MONEY_PIECE = /^[^A-Za-z\d]{0,2}[\dOolDI|SsBTZ]{1,3}(?:[.,:;][\dOolDI|SsBTZ]{1,3})?[.,:;]?[^A-Za-z\d]{0,2}$/;

/** A damaged money cell ending a description: its digits, how many tokens it takes, and the marker after it (its direction, or bent). */
interface DamagedCell {
  digits: string;
  count: number;
  text: string;
  marker: TransactionDirection | 'bent' | null;
}

/**
 * The damaged money cell that ends a description line, as one to three tokens whose letters are digits'
 * lookalikes (`T7532`, `T7068 19`, `74:31, 86)`, `2. 174 15;`), at least two thirds of their characters digits
 * as printed, and the direction marker after it when the layout prints one (`2. 174 15; CR`): its digits, how
 * many tokens it takes (the marker's included) and the marker. The one-token reading first.
 */
function damagedCellAtEnd(tokens: readonly string[]): DamagedCell[] {
  const cells: DamagedCell[] = [];
  const printedMarker = tokens.length > 1 ? (MARKER_TOKEN.exec(tokens[tokens.length - 1] ?? '')?.[1] ?? null) : null;
  const marker: DamagedCell['marker'] = printedMarker === null ? null : printedMarker === 'CR' ? 'credit' : printedMarker === 'DR' ? 'debit' : 'bent';
  const body = marker ? tokens.slice(0, -1) : tokens;
  for (const count of [1, 2, 3]) {
    if (body.length <= count) break;
    const text = body.slice(-count).join(' ');
    // Not the cell's last pieces without its first (`174. 15;` of `2. 174. 15;`): dropping a thousands piece is a lost
    // round row's gap. A bare number after a number sign or a word numbers follow is the description's (`DEPOSIT # 6`).
    const before = body[body.length - count - 1] ?? '';
    const word = body[body.length - count - 2] ?? '';
    const numbered = /^\d{1,3}$/.test(before) && (word === '#' || NUMBER_WORDS.has(word.replace(/[.:#]+$/, '').toUpperCase()));
    if (!LOOKALIKE_MONEY_CELL.test(text) || (MONEY_PIECE.test(before) && !numbered)) continue;
    const printed = (text.match(/\d/g) ?? []).length;
    // A symbol OCR put in a digit's place (`358.€3`) goes with the marks: the digit it hid counts as lost.
    const characters = text.replace(/[^A-Za-z\d|]/g, '');
    if (printed < 2 || printed * 3 < characters.length * 2) continue;
    cells.push({ digits: characters.replace(/[A-Za-z|]/g, (letter) => CELL_DIGIT_LOOKALIKES[letter] ?? letter), count: count + (marker ? 1 : 0), text, marker });
  }
  return cells;
}

/**
 * A single row between two balances whose amount cell OCR damaged past reading (`{50.8` for `(50.80)`)
 * was read with its balance cell as its amount. It takes the amount the two balances leave for it
 * (the balance before, less the closing row's amount, to the balance after) when a damaged cell in its
 * description (a point, comma or colon left in it: a bare number is a check's or a reference's) reads as that
 * amount (`cellReadsAs`: its digits, or with one lost or added among the cents; more damage only where the
 * summary's counts vouch that no row is missing); its balance is then the one before it moved by that amount,
 * and the damaged cell leaves its description. When the amount it was read with is that balance to the cent (its
 * balance cell read as its amount), the damaged cell may also end its description as letters that look like
 * digits (`T7532` for 7,753.27), split in two or three (`74:31, 86)` for 7,311.86, `2. 174. 15;` for 2,174.15;
 * never its last pieces without its first) and followed by the layout's CR or DR marker, which must then agree
 * with the way the balances move (a marker bent past reading, `OR`, says nothing). Such a row may also stand among
 * rows read with their amounts and printed directions but not their balances (a balance cell damaged too,
 * `36,91 TL 5T`): the balance it must have is then reached through their amounts, and it is taken only when the
 * amount it was read with is that balance to the cent and its damaged cell reads as the gap. A row read with its
 * balance as its amount whose damaged cell reads as no such gap (`DS: 37=`, `T7068 19` for 7,766.19 without
 * counts) takes the gap all the same where the balances around it stand (`gapStands`: the one before settled, the
 * one after confirmed by the rows after it), flagged `amountFromBalances`, its cell out of its description: a
 * balance read as an amount (a 30,570.44 credit for a 358.83 debit) is the worse reading, and a statement resting
 * on such an amount does not reconcile.
 */
function bridgeUnreadAmount(
  anchor: number,
  pending: readonly Slot[],
  closing: StatementRow | null,
  balance: number,
  unsigned: TransactionDirection | null,
  everyRowCounted: boolean,
  gapStands: boolean,
  scanned: boolean,
): void {
  if (pending.length === 0) return;
  const closingAmount = closing?.amount ?? 0;
  const reachedFrom = (direction: TransactionDirection) => roundCents(balance - (direction === 'debit' ? -closingAmount : closingAmount));
  // A closing row whose direction the layout does not print (debit and credit columns the scan ran together) goes the
  // one way that leaves the single row before it the balance it was read with as its amount, to the cent.
  const readAmount = pending.length === 1 ? pending[0].options[pending[0].row.tentative && pending[0].chosen === 0 ? 1 : pending[0].chosen]?.amount : undefined;
  const ways = (['debit', 'credit'] as const).filter((way) => readAmount !== undefined && Math.abs(Math.abs(reachedFrom(way)) - readAmount) < CENT);
  const closingDirection = closing ? (closing.direction ?? unsigned ?? (ways.length === 1 ? ways[0] : null)) : 'credit';
  if (closingDirection === null) return;
  const reached = reachedFrom(closingDirection);
  if (pending.length === 1) {
    bridgeRow(pending[0], anchor, reached, everyRowCounted, gapStands, scanned);
    return;
  }
  // Among rows read with their amounts: every other row read cleanly, with the direction it prints (a sign or its
  // section's heading), moves the balance as read. A direction taken from the layout's default may be a sign the
  // scan lost, and the gap would then take that row's amount twice.
  const readings = pending.map((slot) => (slot.row.tentative ? null : slot.options[slot.chosen]));
  const moves = readings.map((row) => (row && row.direction !== null && row.runningBalance === null ? (row.direction === 'debit' ? -row.amount : row.amount) : null));
  const targets = pending.flatMap((slot, at) => {
    if (moves.some((move, other) => other !== at && move === null) || !readings[at]) return [];
    const before = roundCents(anchor + moves.slice(0, at).reduce((sum: number, move) => sum + (move ?? 0), 0));
    const after = roundCents(reached - moves.slice(at + 1).reduce((sum: number, move) => sum + (move ?? 0), 0));
    return Math.abs(Math.abs(after) - (readings[at]?.amount ?? 0)) < CENT ? [{ slot, before, after }] : [];
  });
  if (targets.length === 1) bridgeRow(targets[0].slot, targets[0].before, targets[0].after, everyRowCounted, gapStands, scanned);
}

/** One row's bridge from the balance before it to the balance it must reach (see `bridgeUnreadAmount`). */
function bridgeRow(slot: Slot, anchor: number, reached: number, everyRowCounted: boolean, gapStands: boolean, scanned: boolean): void {
  // A line read as a description line (no amount read cleanly on it) is bridged as the row its first reading makes.
  const row = slot.row.tentative && slot.chosen === 0 ? slot.options[1] : slot.options[slot.chosen];
  if (!row || row.runningBalance !== null) return;
  const net = roundCents(reached - anchor);
  if (Math.abs(net) < CENT) return;
  const amount = Math.abs(net);
  const digits = amount.toFixed(2).replace('.', '');
  const direction: TransactionDirection = net < 0 ? 'debit' : 'credit';
  const [first = '', ...rest] = row.descriptionLines;
  const tokens = first.split(' ');
  const describe = (description: string, amountFromBalances = false) => {
    slot.options.push({
      ...row,
      amount,
      direction,
      directionSource: 'sign',
      runningBalance: roundCents(anchor + net),
      descriptionLines: [description, ...rest],
      ...(amountFromBalances ? { amountFromBalances } : {}),
    });
    slot.chosen = slot.options.length - 1;
  };
  // A text layer's row that prints its balance alone: its description is as printed, its amount the balances' gap.
  if (!scanned) {
    if (gapStands && Math.abs(Math.abs(anchor + net) - row.amount) < CENT) describe(first, true);
    return;
  }
  // A damaged cell has a point, comma or colon left in it (`{50.8`); a bare number is a check's or a reference's (`CHECK 2500`).
  const damaged = tokens.findIndex((token) => UNREAD_MONEY_CELL.test(token) && /[.,:;]/.test(token) && cellReadsAs({ digits: token.replace(/\D/g, ''), text: token }, digits, everyRowCounted));
  if (damaged !== -1) {
    if (/[(-]/.test(tokens[damaged]) && direction !== 'debit') return;
    describe(tokens.filter((_, at) => at !== damaged).join(' '));
    return;
  }
  // The amount as read is the balance the row must have: its balance cell, read with its amount cell lost.
  if (Math.abs(Math.abs(anchor + net) - row.amount) >= CENT) return;
  const marks = (cell: DamagedCell) => (/[(-]/.test(cell.text) ? 'debit' : cell.marker === 'credit' || cell.marker === 'debit' ? cell.marker : null);
  const readings = damagedCellAtEnd(tokens);
  const cells = readings.filter((cell) => cellReadsAs(cell, digits, everyRowCounted, 2) && (marks(cell) ?? direction) === direction);
  // No cell reads as the gap (`DS: 37=`, `Goel`): between balances that stand the row takes it all the same, flagged
  // (`amountFromBalances`): a balance read as an amount (30,570.44 for a 358.83 debit) is no amount at all.
  if (cells.length === 0) {
    if (!gapStands) return;
    const cell = readings.filter((reading) => isAmountCellInSight(reading, tokens)).pop();
    describe(cell ? tokens.slice(0, -cell.count).join(' ') : withoutUnreadAmountCell(first, row.cellBeforeMoney), true);
    return;
  }
  // The cell that reads as the amount with the least damage (`2. 174 15;` whole, not its `174 15;` a first digit short).
  const [cell] = [...cells].sort((a, b) => editDistance(a.digits, digits, 2) - editDistance(b.digits, digits, 2));
  describe(tokens.slice(0, -cell.count).join(' '));
}

/** Longest a money cell's remnant reads: an amount cell is some twelve characters wide. */
const MAX_REMNANT_CHARACTERS = 14;

/**
 * A row read with its balance as its amount, its amount cell damaged past any reading: the cell a column gap before
 * the money, where the amount cell stands, leaves its description when it shows the damage (a digit or a mark among
 * its letters: `HTH Ses9:`, `LOL 195 33 BR;` for amounts the balances gave) and nothing in it is a word or a clean
 * number. A word (`ACH credit`, a layout's type column), a payee's name in letters alone (`BLUEVINE`, `IRS`; so also
 * `Shadi Ol`, which may be one) or a reference (`#5678`, `4927309`) is the description's.
 */
function withoutUnreadAmountCell(description: string, cell: string | undefined): string {
  if (cell === undefined || cell.length > MAX_REMNANT_CHARACTERS || !description.endsWith(` ${cell}`) || !/[^A-Za-z\s]/.test(cell)) return description;
  const tokens = cell.split(' ');
  const printed = tokens.some((token) => /^#?\d+$/.test(token) || (isEnglishWord(token.replace(/[^A-Za-z]/g, '')) && /[A-Za-z]{3,}/.test(token)));
  return printed ? description : description.slice(0, -cell.length - 1);
}

/**
 * A cell damaged in sight (a mark between digits, a letter among them: `354.5¢C`, `T7068 19`), the amount cell a row
 * read with its balance as its amount leaves in its description. Numbers a description prints are not: clean ones
 * (`CARD 5139`, `STORE 12`, `#5678`, `FL 33`), any after a word numbers follow (`REF 1.2`), a phone number.
 */
function isAmountCellInSight(reading: DamagedCell, tokens: readonly string[]): boolean {
  const wordBefore = (tokens[tokens.length - reading.count - 1] ?? '').replace(/[.:#]+$/, '').toUpperCase();
  return DAMAGED_IN_SIGHT.test(reading.text) && !/(?:^| )#?\d{4,}(?= |$)/.test(reading.text) && !PHONE.test(reading.text) && !NUMBER_WORDS.has(wordBefore);
}

/**
 * Whether the digits of a damaged cell confirm `amount`, the gap the balances leave: they are its digits (lookalike
 * letters read as digits, marks and blanks aside), or its digits with one lost or added among the last two, the
 * cents (`{50.8` for 50.80, `358.€3` for 358.83). A row lost from the scan before this one leaves it the gap of two
 * amounts, and a lost amount in whole dollars fits any other damage a cell shows: a digit read as another (a lost
 * 10.00 or 100.00), a digit lost or added before the cents (a lost 21,000.00 credit before a 2,174.15 leaves
 * 23,174.15, the cell's `217415` with a 3 put in; a lost 5.00 fee turns a `35.50` for 354.50 into 359.50), a first
 * digit hidden by a mark (`_.470.67` after a lost 1,000.00). A digit lost or added among the cents moves the gap by
 * no whole-dollar amount but by chance. Other damage, one or `reach` edits, confirms the gap only where the summary's
 * counts vouch that no row is missing; elsewhere such a row takes the gap unconfirmed (`amountFromBalances`).
 */
function cellReadsAs(cell: { digits: string; text: string }, amount: string, everyRowCounted: boolean, reach = 1): boolean {
  if (everyRowCounted) return editDistance(cell.digits, amount, reach) <= reach;
  if (cell.digits === amount) return true;
  // A symbol in a digit's place among the cents (`358.€3` for 358.83) says which digit it hid.
  const wild = symbolForDigit(cell.text);
  if (wild !== null && wild.length === amount.length && wild.indexOf('?') >= amount.length - 2 && [...wild].every((digit, at) => digit === '?' || digit === amount[at])) return true;
  const [longer, shorter] = cell.digits.length > amount.length ? [cell.digits, amount] : [amount, cell.digits];
  const places = longer.length === shorter.length + 1 ? oneDigitOutAt(longer, shorter) : [];
  return places.length > 0 && places.every((at) => at >= longer.length - 2);
}

/** A cell's digits (lookalike letters read as digits) with its one symbol in a digit's place as `?` (`358.€3` -> `358?3`); null without one symbol. */
function symbolForDigit(text: string): string | null {
  const characters = text.replace(/[\u00a2\u20ac%\u00a9@&]/g, '?').replace(/[^A-Za-z\d|?]/g, '');
  if ((characters.match(/\?/g) ?? []).length !== 1) return null;
  return characters.replace(/[A-Za-z|]/g, (letter) => CELL_DIGIT_LOOKALIKES[letter] ?? letter);
}

/** The places in `longer` whose digit, taken out, leaves `shorter` (none when no one digit does). */
function oneDigitOutAt(longer: string, shorter: string): number[] {
  return [...longer].flatMap((_, at) => (`${longer.slice(0, at)}${longer.slice(at + 1)}` === shorter ? [at] : []));
}

/**
 * The summary's counts of credits and debits vouch that no row is missing: as many rows were read as it counts,
 * no more of either side signed as such than it counts, and no row read twice (same date, amount and words: a
 * row read twice would make up for one lost).
 */
function countsVouch(rows: readonly StatementRow[], counts: { credits: number | null; debits: number | null } | undefined): boolean {
  if (!counts || counts.credits === null || counts.debits === null) return false;
  const read = rows.filter((row) => !row.tentative);
  if (read.length !== counts.credits + counts.debits) return false;
  const signed = (direction: TransactionDirection) => read.filter((row) => row.directionSource !== null && row.direction === direction).length;
  if (signed('credit') > counts.credits || signed('debit') > counts.debits) return false;
  const keys = read.map((row) => `${row.date.month}/${row.date.day}|${row.amount}|${row.descriptionLines.join(' ')}`);
  return new Set(keys).size === keys.length;
}

/** The reading chosen for the row turns the sign of the balance printed on it (a speck or a lost minus). */
function signTurned(slot: Slot): boolean {
  const printed = slot.options[0]?.runningBalance ?? null;
  const chosen = slot.options[slot.chosen]?.runningBalance ?? null;
  return printed !== null && chosen !== null && printed * chosen < 0;
}

function markSettled(slots: readonly Slot[]): void {
  for (const slot of slots) slot.settled = true;
}

/** Below this many unsettled rows that read only without a point, a statement's points are not lost. */
const MIN_UNPOINTED_ROWS = 5;
/** ...nor below this share of the rows read. */
const MIN_UNPOINTED_SHARE = 0.25;

/**
 * A scan that lost its decimal points (a light print thresholded away: `561 50`, `56160` for 561.60) leaves
 * many dated lines that read as rows only once the point is put back, in stretches the balances cannot
 * settle (a layout without running balances, or too many such rows between two). Where they are many (five,
 * and a quarter of the rows), each such line is the row it reads as with only its last cell repaired, after
 * its description: a line printing its own date, with no balance read, whose last cell follows a word no
 * check, reference or address number follows (`CHECK  1043` stays a description line). Fewer, only the lines whose
 * last cell is a dollar amount that lost its point alone (`$7.508 42`, `-$844 29`). Returns how many were taken.
 */
function takeRowsThatLostTheirPoints(slots: readonly Slot[]): number {
  const readingOf = (slot: Slot) => slot.options.findIndex((option, at) => at > 0 && option !== null && option.lastCellRepaired === true && option.runningBalance === null && !option.dateInherited);
  const unsettled = slots.filter((slot) => slot.row.tentative && !slot.settled && slot.chosen === 0 && readingOf(slot) > 0);
  const read = slots.filter((slot) => !slot.row.tentative).length;
  const many = unsettled.length >= MIN_UNPOINTED_ROWS && unsettled.length >= MIN_UNPOINTED_SHARE * (read + unsettled.length);
  // Fewer: a dollar amount that lost only its point (`$7.508 42`) is that amount however few they are.
  const taken = many ? unsettled : unsettled.filter((slot) => slot.options[readingOf(slot)]?.pointReadAsBlank === true);
  for (const slot of taken) Object.assign(slot, { chosen: readingOf(slot), unconfirmed: true });
  return taken.length;
}

function signature(picked: readonly (StatementRow | null)[]): string {
  return picked.map((row) => (row ? `${row.amount}/${row.direction ?? ''}/${row.runningBalance ?? ''}` : '-')).join('|');
}

/** From `anchor`, the picked rows (their open directions solved) reach `balance` to the cent. */
function addsUp(anchor: number, picked: readonly (StatementRow | null)[], balance: number, unsigned: TransactionDirection | null): boolean {
  const rows = picked.filter((row): row is StatementRow => row !== null);
  const directionOf = (row: StatementRow): TransactionDirection | null => row.direction ?? unsigned;
  const known = rows.filter((row) => directionOf(row) !== null).reduce((sum, row) => sum + (directionOf(row) === 'debit' ? -row.amount : row.amount), 0);
  const open = rows.filter((row) => directionOf(row) === null).map((row) => row.amount);
  const net = roundCents(balance - anchor - known);
  if (open.length === 0) return Math.abs(net) < CENT;
  return open.length <= MAX_OPEN_ROWS && solveDirections(open, net) !== null;
}

function applyChoices(slots: readonly Slot[], scanned: boolean): AmountRepairs {
  // A line taken for a description line of the row above (and the lines under it) moves to the row it is.
  const movedLines = new Map<Slot, string[]>();
  // From the last up: each takes the lines under it down to the next such row on the same host.
  for (const slot of [...slots].reverse()) {
    const { tentative } = slot.row;
    if (!tentative || slot.chosen === 0) continue;
    movedLines.set(slot, tentative.host ? tentative.host.descriptionLines.splice(tentative.hostLineIndex).slice(1) : []);
  }
  const rows: StatementRow[] = [];
  let repaired = 0;
  const fromBalances: StatementRow[] = [];
  for (const slot of slots) {
    const picked = slot.options[slot.chosen];
    if (!picked) continue;
    if (slot.chosen === 0) {
      rows.push(slot.row);
      continue;
    }
    if (picked.amountFromBalances) fromBalances.push(picked);
    else if (!slot.unconfirmed) repaired += 1;
    // A reading carries the first line of its row (readings made from the row itself share its lines, continuation included).
    const continued = movedLines.get(slot) ?? slot.row.descriptionLines.slice(1);
    rows.push({
      date: picked.date,
      descriptionLines: [...picked.descriptionLines.slice(0, 1), ...continued],
      amount: picked.amount,
      direction: picked.direction,
      directionSource: picked.directionSource,
      ...(picked.printedType ? { printedType: picked.printedType } : {}),
      runningBalance: picked.runningBalance,
      section: picked.section ?? slot.row.section,
      // A row that took the date above keeps saying so: the date it opens with is repaired later.
      ...(picked.dateInherited ? { dateInherited: true } : {}),
      ...(picked.damagedDateCell ? { damagedDateCell: picked.damagedDateCell } : {}),
    });
  }
  const warnings = repaired > 0 ? [`${repaired} amount(s) or balance(s) damaged in the scan read as repaired: the balances confirm the repaired reading`] : [];
  if (fromBalances.length > 0) {
    const named = fromBalances.map((row) => `${String(row.date.month).padStart(2, '0')}/${String(row.date.day).padStart(2, '0')} ${row.amount.toFixed(2)}`);
    warnings.push(
      scanned
        ? `${fromBalances.length} row(s) read with their balance as their amount (the amount cell unreadable in the scan) take the amount the balances around them leave, which no printed digit confirms: check them against the statement (${named.join(', ')})`
        : `${fromBalances.length} row(s) print their balance and no amount in the text layer (blacked out, or drawn as an image) and take the amount the balances around them leave, which no printed digit confirms: check them against the statement (${named.join(', ')})`,
    );
  }
  return { rows, warnings, amountsFromBalances: fromBalances.length };
}
