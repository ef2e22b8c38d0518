import { account, statement, transaction } from '../test/ledger.builders';
import { buildBookLedger } from './book-ledger.builder';

const place = { document: 'doc-1', account: 1 };

describe('a transaction an underwriter put in a debt position', () => {
  const ledger = {
    version: 1 as const,
    accounts: [account(1, 'Operating', '****1234', 'checking')],
    statements: [statement(place, ['2026-01-01', '2026-01-31'], [1_000, 1_000])],
    transactions: [
      transaction(1, place, '2026-01-05', 'SBA DISBURSEMENT 2231', 25_000, ['untagged']),
      transaction(2, place, '2026-01-20', 'SBA PMT 2231', -25_000, ['untagged']),
      transaction(3, place, '2026-01-21', 'SQUARE DEPOSIT', 500, ['payment_processor']),
    ],
    business: { name: null },
    positions: [{ position_id: 'pos_u1', name: 'SBA loan', loan_type: 'sba_loan', funder_id: null, transaction_ids: [1, 2], source: 'underwriter' as const }],
  };

  it('counts as debt under the position loan type, even one outside the tag registry, and never as revenue', () => {
    const [slice] = buildBookLedger(ledger, { revenueExclusionTags: [], excludedPositionIds: [] });
    expect(slice.entries.map((entry) => [entry.id, entry.loanType, entry.isTrueRevenue])).toEqual([
      [1, 'sba_loan', false],
      [2, 'sba_loan', false],
      [3, null, true],
    ]);
  });

  it('an excluded position leaves the debt figures but its disbursement is still not revenue', () => {
    const [slice] = buildBookLedger(ledger, { revenueExclusionTags: [], excludedPositionIds: ['pos_u1'] });
    expect(slice.entries.map((entry) => [entry.id, entry.loanType, entry.isTrueRevenue])).toEqual([
      [1, null, false],
      [2, null, false],
      [3, null, true],
    ]);
  });
});
