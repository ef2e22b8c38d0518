import { type BankStatementExtraction } from '@uw/bank-statement-extraction';
import { type StatementTruth } from '../model/statement-truth.model';
import { type PositionScore, scorePositions } from './position-score';
import { matchTransactions, type TransactionMatch } from './transaction-matcher';
import { type OcrReading } from './worker-reading';

/** How one statement was read against its ground truth. */
export interface StatementScore {
  id: string;
  family: string;
  /** Scans: how the scanner encoded the pages (`grey-jpeg`, `bilevel`); null for a text PDF. */
  scanKind: string | null;
  pages: number;
  classifiedAs: string;
  classificationCorrect: boolean;
  /** Transactions in the ground truth and read. */
  truthCount: number;
  readCount: number;
  match: TransactionMatch;
  /** Transactions matched on date, amount and direction alone. */
  moneyMatched: number;
  /** Per account of the truth: starting and ending balance read exactly. */
  balancesExact: boolean[];
  /** Per account: the extractor's reconciliation says reconciled (the truth always reconciles). */
  reconciled: boolean[];
  /**
   * Reconciled and yet some transaction's date, amount or direction is wrong: the self-check would have
   * trusted a bad reading. A misread description is no such case: balances cannot check words.
   */
  falselyReconciled: boolean;
  /** Debt positions detected on the reading against those of the true ledger. */
  positions: PositionScore;
  failure: string | null;
  /** Scans only: what reading the document by OCR took. */
  ocr: OcrReading | null;
}

type ReadAccount = Pick<BankStatementExtraction, 'account_number' | 'starting_balance' | 'ending_balance' | 'transactions' | 'reconciliation'>;

/** The accounts a reading returns: `accounts` when the extractor reports several, else the single account. */
export function readAccounts(extraction: BankStatementExtraction): ReadAccount[] {
  return extraction.accounts && extraction.accounts.length > 0 ? extraction.accounts : [extraction];
}

export function scoreStatement(truth: StatementTruth, classifiedAs: string, extraction: BankStatementExtraction | null, failure: string | null, ocr: OcrReading | null = null): StatementScore {
  const truthTransactions = truth.accounts.flatMap((account) => account.transactions);
  const accounts = extraction ? readAccounts(extraction) : [];
  const read = accounts.flatMap((account) => account.transactions);
  const match = matchTransactions(truthTransactions, read);
  const money = matchTransactions(truthTransactions, read, true);
  const moneyMatched = money.matched;
  const balancesExact = truth.accounts.map((account) => {
    const reading = accounts.find((candidate) => candidate.account_number === account.account_number) ?? (truth.accounts.length === 1 ? accounts[0] : undefined);
    return reading !== undefined && sameMoney(reading.starting_balance, account.starting_balance) && sameMoney(reading.ending_balance, account.ending_balance);
  });
  const reconciled = truth.accounts.map((account) => {
    const reading = accounts.find((candidate) => candidate.account_number === account.account_number) ?? (truth.accounts.length === 1 ? accounts[0] : undefined);
    return reading?.reconciliation.is_reconciled ?? false;
  });
  // Balances check money, not words: a reading is trusted falsely when a date, amount or direction is wrong.
  const moneyCorrect = money.extra.length === 0 && money.missed.length === 0;
  return {
    id: truth.id,
    family: truth.family,
    scanKind: truth.scan?.encoding ?? null,
    pages: truth.page_count,
    classifiedAs,
    classificationCorrect: classifiedAs === truth.document_type,
    truthCount: truthTransactions.length,
    readCount: read.length,
    match,
    moneyMatched,
    balancesExact,
    reconciled,
    falselyReconciled: !moneyCorrect && reconciled.some(Boolean),
    positions: scorePositions(truth.accounts, accounts.map((account) => ({ transactions: account.transactions }))),
    failure,
    ocr,
  };
}

function sameMoney(read: number | null, truth: number | null): boolean {
  if (read === null || truth === null) return read === truth;
  return Math.round(read * 100) === Math.round(truth * 100);
}
