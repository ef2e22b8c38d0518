import { type Parsing } from '@uw/contracts';
import { addDays, daysBetween, weekdayOf } from '../calendar/iso-date';
import { isBankBusinessDay } from '../calendar/us-bank-holidays';
import { type LedgerInput } from '../classification/ledger.classifier';

/** Every Fed business day from `from` to `to` inclusive. */
export function businessDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let offset = 0; offset <= daysBetween(from, to); offset++) {
    const date = addDays(from, offset);
    if (isBankBusinessDay(date)) days.push(date);
  }
  return days;
}

function checkingAccount(accountId: number, accountNumber: string): Parsing.ParsedAccount {
  return {
    account_id: accountId,
    account_number: accountNumber,
    account_name: `Business checking ${accountNumber.slice(-4)}`,
    account_type: 'checking',
    bank_name: 'Chase',
    routing_number: null,
    business_name: 'Acme Pizza LLC',
  };
}

type AmountRule = number | ((index: number, date: string) => number);

export interface SeriesOptions {
  from: string;
  to: string;
  amount: AmountRule;
  description: string | ((index: number, date: string) => string);
  account?: number;
  /** Dates on which the pull does not happen (missed payments). */
  skip?: readonly string[];
}

/**
 * Builds a Book's ledger the way a bank prints it: accounts, dated credits and debits, and business-day
 * or weekly series for lenders and processors. Ids are assigned in the order rows are added.
 */
export class LedgerBuilder {
  private readonly accounts: Parsing.ParsedAccount[] = [];
  private readonly transactions: Parsing.ParsedTransaction[] = [];

  constructor(readonly period: { start: string; end: string }) {}

  account(accountId: number, accountNumber: string): this {
    this.accounts.push(checkingAccount(accountId, accountNumber));
    return this;
  }


  credit(date: string, amount: number, description: string, account = 1): this {
    return this.add(date, amount, description, 'credit', account);
  }

  debit(date: string, amount: number, description: string, account = 1): this {
    return this.add(date, amount, description, 'debit', account);
  }

  /** One debit every business day (weekends and Fed holidays skipped), except the `skip` dates. */
  dailyDebits(options: SeriesOptions): this {
    return this.series(businessDays(options.from, options.to), options, 'debit');
  }

  /** One credit every business day, e.g. card settlements. */
  dailyCredits(options: SeriesOptions): this {
    return this.series(businessDays(options.from, options.to), options, 'credit');
  }

  /** One debit a week on the given weekday (0 Sunday ... 6 Saturday), moved to the next business day on a holiday. */
  weeklyDebits(options: SeriesOptions & { weekday: number }): this {
    const dates: string[] = [];
    for (let offset = 0; offset <= daysBetween(options.from, options.to); offset++) {
      const date = addDays(options.from, offset);
      if (weekdayOf(date) !== options.weekday) continue;
      let pull = date;
      while (!isBankBusinessDay(pull)) pull = addDays(pull, 1);
      dates.push(pull);
    }
    return this.series(dates, options, 'debit');
  }

  build(): LedgerInput {
    const accounts = this.accounts.length > 0 ? this.accounts : [checkingAccount(1, '000123451234')];
    const transactions = [...this.transactions]
      .sort((a, b) => a.transaction_date.localeCompare(b.transaction_date) || a.transaction_id - b.transaction_id);
    return { accounts, transactions };
  }

  private series(dates: readonly string[], options: SeriesOptions, direction: 'credit' | 'debit'): this {
    const skipped = new Set(options.skip ?? []);
    dates
      .filter((date) => !skipped.has(date))
      .forEach((date, index) => {
        const amount = typeof options.amount === 'number' ? options.amount : options.amount(index, date);
        const description = typeof options.description === 'string' ? options.description : options.description(index, date);
        this.add(date, amount, description, direction, options.account ?? 1);
      });
    return this;
  }

  private add(date: string, amount: number, description: string, direction: 'credit' | 'debit', account: number): this {
    this.transactions.push({
      transaction_id: this.transactions.length + 1,
      document_id: `doc_${account}`,
      account_id: account,
      transaction_date: date,
      description,
      amount,
      transaction_type: direction,
      ledger_balance: null,
      tag: [],
    });
    return this;
  }
}

/** Bank text of an ACH debit by a lender, Chase style, with the trace number and date that change every day. */
export function achDebitText(companyName: string, date: string, entryDescription = 'PAYMENT'): string {
  const yymmdd = date.slice(2).replace(/-/g, '');
  const trace = `0210000${yymmdd}${Number(yymmdd) % 9973}`;
  return `ORIG CO NAME:${companyName} ORIG ID:9876543210 DESC DATE:${yymmdd} CO ENTRY DESCR:${entryDescription} SEC:CCD TRACE#:${trace} EED:${yymmdd} IND ID:ST-Q7K2 IND NAME:ACME PIZZA LLC`;
}
