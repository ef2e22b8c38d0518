import { type TruthDirection } from '../model/statement-truth.model';

export type AccountKind = 'operating' | 'savings' | 'payroll';

/** One posting on an account, with its full description text before any layout wraps or cuts it. */
export interface ActivityEntry {
  date: string;
  text: string;
  amount: number;
  direction: TruthDirection;
  /** Set on paper checks, which some layouts list apart. */
  checkNumber: string | null;
  balanceAfter: number;
}

export interface AccountActivity {
  kind: AccountKind;
  /** As printed on the statement (masked). */
  accountNumber: string;
  accountType: string;
  openingBalance: number;
  entries: ActivityEntry[];
}

export interface StatementSpan {
  start: string;
  end: string;
}
