import { type TransactionDirection } from '../model/bank-statement.model';
import { type RowDate } from '../text/statement-date.parser';

/** A transaction row as read, before its direction is settled against the balances. */
export interface StatementRow {
  date: RowDate;
  descriptionLines: string[];
  amount: number;
  /** From the printed sign or the section in force; null when the layout does not say. */
  direction: TransactionDirection | null;
  /** Where `direction` came from: an explicit sign is stronger than a heading. */
  directionSource: 'sign' | 'section' | null;
  /**
   * A type column's word before the money (`Credit`, `Debit`): the direction the balances are asked to confirm first
   * (and the one taken where they cannot tell), never over a sign, a heading or the balances.
   */
  printedType?: TransactionDirection;
  runningBalance: number | null;
  /** Which section of the statement the row is under: counts the section headings read before it. */
  section?: number;
  /**
   * Other readings of the line when OCR damaged an amount cell on it (358,06 for 358.06): to be taken
   * only where the balances confirm them (see repairDamagedAmounts).
   */
  damagedReadings?: StatementRow[];
  /**
   * Set on a line that only reads as a row once a damaged amount is repaired: until the balances confirm
   * it, the line stays what it was read as without repair (a description line of `host`, or nothing).
   */
  tentative?: { host: StatementRow | null; hostLineIndex: number };
  /** In a scan, the direction of the heading the row is under, where its amount's sign says the other. */
  headingDirection?: TransactionDirection;
  /** The row printed no date of its own and shares the one above (online printouts). */
  dateInherited?: boolean;
  /**
   * In a scan, a row read without a date that opens with a short cell apart from its description (`a7`, `il os`, `[1s`
   * for 11/07, 11/05, 11/13): what OCR may have left of its date cell (`repairDamagedRowDates` decides).
   */
  damagedDateCell?: string;
  /** The row prints a second date after its own (`06/10  06/13  POS PURCHASE`): a layout with a posting date column. */
  secondDatePrinted?: boolean;
  /** A reading of a damaged line with only its last cell, after description text, repaired (`lastCellReading`). */
  lastCellRepaired?: boolean;
  /** That last cell is a dollar amount whose only damage is its decimal point read as a blank (`$7.508 42`, `-$844 29`). */
  pointReadAsBlank?: boolean;
  /**
   * A scan's row read with its balance cell as its amount, its amount cell unreadable: the amount is the gap the
   * balances around it leave, which no printed digit confirms (`repairDamagedAmounts`).
   */
  amountFromBalances?: boolean;
  /**
   * A scan's row whose description has more than one cell: the last, a column gap before the money (blanks as one
   * space). Where the amount cell was damaged past reading, it is what is left of it (`repairDamagedAmounts`).
   */
  cellBeforeMoney?: string;
}

/** A check from a check listing (number, date, amount), which may or may not repeat a table row. */
export interface ListedCheck {
  date: RowDate;
  number: string | null;
  amount: number;
}
