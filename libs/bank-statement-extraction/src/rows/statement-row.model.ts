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
  runningBalance: number | null;
}

/** A check from a check listing (number, date, amount), which may or may not repeat a table row. */
export interface ListedCheck {
  date: RowDate;
  number: string | null;
  amount: number;
}
