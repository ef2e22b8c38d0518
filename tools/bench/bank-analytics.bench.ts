import { computeBookAnalytics, NO_EXCLUSIONS, type BookAnalyticsInput, type PositionAnalyzer } from '@uw/bank-analytics';
import { type Parsing } from '@uw/contracts';
import { performance } from 'node:perf_hooks';

/**
 * Engine speed: computeBookAnalytics on generated Books of 10,000 and 100,000 transactions (3 accounts,
 * 12 monthly statements each). Position analysis is a separate engine, so a trivial analyzer that returns
 * no positions is injected here: the figures are the bank analytics alone.
 */
const BUDGET_MS = { 10_000: 100, 100_000: 1_500 } as const;
const ACCOUNTS = 3;
const MONTHS = 12;
const RUNS = 5;
const TAGS = [[], [], [], ['merchant_cash_advance'], ['internal_transfer'], ['nsf_overdraft'], ['payment_processor'], ['bank_fee'], ['owner_transaction']];
const WORDS = ['ACME CAPITAL', 'STRIPE TRANSFER', 'DEPOSIT CUSTOMER', 'TRANSFER TO SAVINGS', 'OVERDRAFT FEE', 'PAYROLL ADP', 'AMEX EPAYMENT'];
const noPositions: PositionAnalyzer = () => [];

/** A deterministic pseudo-random sequence, so every run measures the same Book. */
function random(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

function book(size: number): BookAnalyticsInput {
  const next = random(size);
  const statements: Parsing.ParsedStatement[] = [];
  const transactions: Parsing.ParsedTransaction[] = [];
  const documents = Array.from({ length: MONTHS }, (_, m) => ({ document_id: `doc-${m + 1}`, document_name: `m${m + 1}.pdf`, document_type: 'bank_statement' }));
  for (let m = 0; m < MONTHS; m++) {
    const month = `2025-${String(m + 1).padStart(2, '0')}`;
    for (let accountId = 1; accountId <= ACCOUNTS; accountId++) {
      statements.push({
        document_id: `doc-${m + 1}`, account_id: accountId, statement_start_date: `${month}-01`, statement_end_date: `${month}-28`,
        starting_balance: 10_000, ending_balance: null, warnings: [],
        reconciliation: { is_reconciled: true, computed_ending_balance: null, expected_ending_balance: null, discrepancy: 0, first_divergent_row: null, reason: null },
      });
    }
  }
  for (let id = 1; id <= size; id++) {
    const m = Math.floor(next() * MONTHS);
    transactions.push({
      transaction_id: id,
      document_id: `doc-${m + 1}`,
      account_id: 1 + Math.floor(next() * ACCOUNTS),
      transaction_date: `2025-${String(m + 1).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
      description: `${WORDS[Math.floor(next() * WORDS.length)]} ${Math.floor(next() * 1e6)}`,
      amount: Math.round(next() * 500_000) / 100,
      transaction_type: next() < 0.4 ? 'credit' : 'debit',
      ledger_balance: null,
      tag: TAGS[Math.floor(next() * TAGS.length)]!,
    });
  }
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) => ({
    account_id: i + 1, account_number: `****${i + 1}`, account_name: `Account ${i + 1}`, account_type: 'checking', bank_name: 'Bench Bank', routing_number: null, business_name: null,
  }));
  return {
    documents,
    ledger: { version: 1, accounts, statements, transactions, business: { name: 'Bench LLC' }, positions: [] },
    exclusions: { ...NO_EXCLUSIONS, excluded_document_ids: ['doc-12'], revenue_exclusion_tags: ['payment_processor'] },
    low_balance_threshold: 1_000,
    screening_rules: [],
    loan_application: null,
    today: '2026-01-15',
  };
}

function medianMs(input: BookAnalyticsInput): number {
  computeBookAnalytics(input, noPositions); // warm-up
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    computeBookAnalytics(input, noPositions);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

console.log('bank-analytics engine: computeBookAnalytics, median of 5 runs after a warm-up');
console.log('(position analysis injected as a trivial analyzer returning [] — bank analytics only)');
let failed = false;
const figures: Record<number, number> = {};
for (const size of [10_000, 100_000] as const) {
  const ms = medianMs(book(size));
  figures[size] = ms;
  const ok = ms < BUDGET_MS[size];
  failed ||= !ok;
  console.log(`${size.toLocaleString('en-US').padStart(8)} transactions: ${ms.toFixed(1).padStart(7)} ms  (budget ${BUDGET_MS[size]} ms) ${ok ? 'ok' : 'OVER BUDGET'}`);
}
console.log(`scaling 10k -> 100k: x${(figures[100_000]! / figures[10_000]!).toFixed(2)} for x10 transactions`);
if (failed) process.exitCode = 1;
