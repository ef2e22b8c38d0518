import fc from 'fast-check';
import { Analytics } from '@uw/contracts';
import { computeBookAnalytics } from './index';
import { toCents } from './money/cents';
import { without } from './test/expected-rows';
import { generatedBook, noPositions } from './test/generated-book.arbitrary';

const ADDITIVE = [
  'starting_balance', 'ending_balance', 'total_deposits', 'num_deposits', 'total_withdrawals', 'num_withdrawals', 'loan_disbursements', 'loan_payments',
  'true_revenue', 'num_true_revenue_transactions', 'nsf_total', 'num_nsf', 'overdraft_total', 'num_overdraft', 'internal_transfer_total',
  'owner_transaction_total', 'bank_fee_total', 'payment_processor_total', 'stop_payment_total', 'reversal_total', 'num_reversal',
] as const;
const cents = (values: number[]) => values.reduce((total, value) => total + toCents(value), 0);
const RUNS = { numRuns: 150 };

describe('computeBookAnalytics on generated Books', () => {
  it('parses with the contract; Book totals equal the sum of the account rows, the loan summary, the weekdays and the clusters', () => {
    fc.assert(
      fc.property(generatedBook, (input) => {
        const analytics = Analytics.BookAnalytics.parse(computeBookAnalytics(input, noPositions));
        const rows = analytics.statements.flatMap((statement) => statement.accounts.filter((row) => row.account_id !== 0));
        expect(toCents(analytics.total_deposits)).toBe(cents(rows.map((row) => row.total_deposits)));
        expect(toCents(analytics.total_withdrawals)).toBe(cents(rows.map((row) => row.total_withdrawals)));
        expect(toCents(analytics.true_revenue)).toBe(cents(rows.map((row) => row.true_revenue)));
        expect(toCents(analytics.total_loan_payments)).toBe(cents(rows.map((row) => row.loan_payments)));
        expect(analytics.num_deposits).toBe(rows.reduce((total, row) => total + row.num_deposits, 0));
        expect(toCents(analytics.total_loan_payments)).toBe(cents(analytics.loan_summary.map((loan) => loan.total_payments)));
        expect(toCents(analytics.total_loan_disbursements)).toBe(cents(analytics.loan_summary.map((loan) => loan.total_disbursements)));
        expect(toCents(analytics.total_deposits)).toBe(cents(Object.values(analytics.deposits_by_weekday)));
        expect(toCents(analytics.total_withdrawals)).toBe(cents(analytics.counterparty_clusters.filter((c) => c.direction === 'debit').map((c) => c.total)));
        const merged = Object.values(analytics.merged_accounts ?? {}).flatMap((account) => account.transactions);
        expect(merged).toHaveLength(analytics.num_deposits + analytics.num_withdrawals);
      }),
      RUNS,
    );
  });

  it('the COMBINED row equals the sum of its accounts (additive figures; balances averaged over the same days)', () => {
    fc.assert(
      fc.property(generatedBook, (input) => {
        for (const statement of computeBookAnalytics(input, noPositions).statements) {
          const [combined, ...accounts] = statement.accounts;
          for (const key of ADDITIVE) expect(toCents(combined![key])).toBe(cents(accounts.map((row) => row[key])));
          // Every account of a generated document spans the same days, so averages add up to within rounding.
          const sumOfAverages = cents(accounts.map((row) => row.average_daily_balance ?? 0));
          expect(Math.abs(toCents(combined!.average_daily_balance ?? 0) - sumOfAverages)).toBeLessThanOrEqual(accounts.length);
          expect(combined!.days_in_period).toBe(Math.max(...accounts.map((row) => row.days_in_period)));
        }
      }),
      RUNS,
    );
  });

  it('excluding a document is the same as removing its data, and re-including it restores the result exactly', () => {
    fc.assert(
      fc.property(generatedBook, fc.nat(), (input, pick) => {
        const excluded = input.documents[pick % input.documents.length]!.document_id;
        const baseline = computeBookAnalytics(input, noPositions);
        const exclusions = { ...input.exclusions, excluded_document_ids: [excluded] };
        const withExclusion = computeBookAnalytics({ ...input, exclusions }, noPositions);
        const withoutDocument = computeBookAnalytics(
          {
            ...input,
            ledger: {
              ...input.ledger,
              statements: input.ledger.statements.filter((s) => s.document_id !== excluded),
              transactions: input.ledger.transactions.filter((t) => t.document_id !== excluded),
            },
          },
          noPositions,
        );
        expect(without(withExclusion, ['statements', 'excluded_document_ids'])).toEqual(without(withoutDocument, ['statements', 'excluded_document_ids']));
        expect(withExclusion.statements.filter((s) => s.document_id !== excluded)).toEqual(withoutDocument.statements);
        const reincluded = computeBookAnalytics({ ...input, exclusions: { ...exclusions, excluded_document_ids: [] } }, noPositions);
        expect(reincluded).toEqual(baseline);
      }),
      RUNS,
    );
  });
});
