import { Analytics } from '@uw/contracts';
import { analyzePositions } from './positions.analyzer';

describe('analyzePositions on edited positions', () => {
  const transactions = [
    { transaction_id: 7, document_id: 'doc_1', account_id: 1, transaction_date: '2024-06-03', description: 'ACME LEASING LSE PMT', amount: 812.5, transaction_type: 'debit' as const, ledger_balance: null, tag: ['lease'] },
  ];

  it('skips transaction ids it cannot find and marks excluded positions, still a valid DebtPosition', () => {
    const [edited, empty] = analyzePositions({
      positions: [
        { position_id: 'pos_9', name: 'Acme Leasing', loan_type: 'lease', funder_id: null, transaction_ids: [7, 999], source: 'underwriter' },
        { position_id: 'pos_10', name: 'Nothing left', loan_type: 'bank_loan', funder_id: null, transaction_ids: [12345], source: 'underwriter' },
      ],
      transactions,
      true_revenue: 0,
      period: { start: '2024-06-01', end: '2024-06-30' },
      excluded_position_ids: ['pos_10'],
    });
    expect(edited).toMatchObject({ transaction_count: 1, payment_count: 1, holdback_pct: null, is_excluded: false, est_total_payback: null });
    expect(empty).toMatchObject({ transaction_count: 0, status: 'closed', is_excluded: true, episodes: [] });
    expect(() => [edited, empty].map((position) => Analytics.DebtPosition.parse(position))).not.toThrow();
  });
});
