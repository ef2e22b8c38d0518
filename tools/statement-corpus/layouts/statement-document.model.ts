import { type AccountKind } from '../activity/account-activity.model';
import { type BusinessProfile } from '../activity/business.catalog';
import { type StatementSpan } from '../activity/account-activity.model';
import { type TruthDirection } from '../model/statement-truth.model';

/** A transaction as the layout prints it: its description already wrapped or cut to the layout's column. */
export interface PrintedTransaction {
  date: string;
  lines: string[];
  amount: number;
  direction: TruthDirection;
  checkNumber: string | null;
  balanceAfter: number;
}

export interface AccountStatement {
  kind: AccountKind;
  accountNumber: string;
  accountType: string;
  startingBalance: number;
  endingBalance: number;
  transactions: PrintedTransaction[];
}

/** One statement: a period and the accounts it covers (a combined statement prints several). */
export interface PeriodStatement {
  span: StatementSpan;
  accounts: AccountStatement[];
}

export interface StatementDocument {
  id: string;
  bankName: string;
  bankAddress: string;
  routingNumber: string;
  business: BusinessProfile;
  statements: PeriodStatement[];
}
