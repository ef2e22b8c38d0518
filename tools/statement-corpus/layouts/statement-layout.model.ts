import { type AccountKind } from '../activity/account-activity.model';
import { type PageComposer, type PageStyle } from '../render/page-composer';
import { type StatementFont } from '../render/pdf.renderer';
import { type PrintedTransaction, type StatementDocument } from './statement-document.model';

export interface BankIdentity {
  name: string;
  address: string;
}

/** A family of statement layouts: how one kind of bank prints its statements. */
export interface StatementLayout {
  family: string;
  /** What the classifier should call it. */
  documentType: 'bank_statement' | 'month_to_date';
  font: StatementFont;
  style: PageStyle;
  banks: readonly BankIdentity[];
  accountTypes: Readonly<Record<AccountKind, string>>;
  maxAccounts: number;
  maxMonths: number;
  /** How the description column wraps or cuts descriptions. */
  description: { maxChars: number; maxLines: number };
  /**
   * `table`: checks are table rows like any debit; `listing-only`: checks appear only in a check listing
   * (read as `Check <number>`); `table-and-listing`: both, the listing repeating the rows.
   */
  checks: 'table' | 'listing-only' | 'table-and-listing';
  /** The balance shown before the first row is printed (periodic statements) or not (online printouts). */
  printsStartingBalance: boolean;
  /** How the layout prints an account's number from its digits, where it prints it its own way (`...2748`). */
  printedAccountNumber?: (digits: string) => string;
  /** The description a perfect reading returns when the row prints more than its description (a type column). */
  truthDescription?: (transaction: PrintedTransaction) => string;
  compose(document: StatementDocument, composer: PageComposer): void;
}
