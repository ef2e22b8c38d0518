import { Analytics } from '../index';

describe('BookAnalytics contract', () => {
  const sparse = { statements: [], total_deposits: 0, total_withdrawals: 0 };

  it('fills every optional member of a sparse stored result with the spec default', () => {
    const analytics = Analytics.BookAnalytics.parse(sparse);

    expect(analytics).toMatchObject({
      merged_accounts: null,
      loan_summary: [],
      positions: [],
      reconciliation_results: [],
      counterparty_clusters: [],
      bank_holidays: [],
      total_loan_disbursements: 0,
      num_loan_payments: 0,
      debt_to_income_ratio: null,
      opening_balance: 0,
      average_daily_balance: null,
      low_balance_threshold: null,
      total_days: 0,
      true_revenue: 0,
      nsf_total: 0,
      num_nsf: 0,
      num_reversal: 0,
      total_mca_holdback_pct: null,
      revenue_exclusion_tags: [],
      excluded_position_ids: [],
      excluded_document_ids: [],
      average_statement_metrics: null,
      deposits_by_weekday: {},
      withdrawal_count_by_weekday: {},
      most_recent_mca_payment_date: null,
      screening_metrics: null,
      screening_result: null,
    });
    // Every declared member is present after parsing: nothing is left undefined for clients.
    const declared = Object.keys(Analytics.BookAnalytics.shape);
    expect(Object.keys(analytics).sort()).toEqual(declared.sort());
    expect(Object.values(analytics)).not.toContain(undefined);
  });

  it('requires statements and the deposit and withdrawal totals', () => {
    const result = Analytics.BookAnalytics.safeParse({ statements: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['total_deposits', 'total_withdrawals']);
  });

  it('fills defaults inside nested statements, positions and schedules', () => {
    const analytics = Analytics.BookAnalytics.parse({
      ...sparse,
      statements: [
        {
          document_id: 'd1',
          document_name: 'jan.pdf',
          statement_start_date: '2026-01-01',
          statement_end_date: '2026-01-31',
          statement_period: 'Jan 2026',
          accounts: [
            {
              account_id: 0,
              account_name: 'COMBINED',
              account_number: '',
              starting_balance: 100,
              ending_balance: 150,
              num_deposits: 1,
              total_deposits: 50,
              num_withdrawals: 0,
              total_withdrawals: 0,
              is_reconciled: true,
            },
          ],
        },
      ],
      positions: [
        {
          position_id: 'p1',
          name: 'Acme Funding',
          loan_type: 'merchant_cash_advance',
          transactions: [],
          episodes: [
            {
              episode_id: 'e1',
              schedules: [{ schedule_id: 's1', transaction_ids: [1, 2], misses: [{ evidence: 'gap', expected_amount: 250 }], modifications: [] }],
            },
          ],
          reversal_credits: [{ transaction_id: 9, date: '2026-01-05', amount: 250 }],
          potential_missed_payments: [],
          potential_modified_payments: [],
        },
      ],
    });

    const [statement] = analytics.statements;
    expect(statement.document_ids).toEqual([]);
    expect(statement.document_type).toBeNull();
    expect(statement.accounts[0]).toMatchObject({ reconciliation_skipped: false, discrepancy: null, true_revenue: 0, num_stop_payment: 0 });

    const [position] = analytics.positions;
    expect(position).toMatchObject({ status: 'closed', is_excluded: false, funder_uuid: null, holdback_pct: null, has_stack: false });
    expect(position.is_active).toBeUndefined();
    expect(position.reversal_credits[0]).toEqual({
      transaction_id: 9,
      date: '2026-01-05',
      amount: 250,
      description: '',
      attributed_schedule_id: null,
    });
    const [episode] = position.episodes;
    expect(episode).toMatchObject({ advance: null, role: 'initial', state: 'pending', first_payment: null });
    const [schedule] = episode.schedules;
    expect(schedule).toMatchObject({ frequency: 'irregular', state: 'active', first_payment: '', payment_count: 0, term_est_days: null });
    expect(schedule.misses[0]).toEqual({
      evidence: 'gap',
      date: null,
      date_window: null,
      expected_amount: 250,
      count_estimate: 1,
      reversal_txn_id: null,
      severity: 'single',
      schedule_id: null,
    });
  });

  it('rejects values outside the spec enums', () => {
    expect(Analytics.PositionStatus.safeParse('paid_off').success).toBe(false);
    expect(Analytics.Miss.safeParse({ evidence: 'hunch', expected_amount: 1 }).success).toBe(false);
    expect(Analytics.Episode.safeParse({ episode_id: 'e', schedules: [], role: 'refinance' }).success).toBe(false);
  });

  it('defaults an empty enriched transaction tag list and position', () => {
    const txn = Analytics.EnrichedTransaction.parse({
      transaction_id: 7,
      transaction_date: '2026-01-03',
      description: 'ACH CREDIT',
      amount: 10,
      transaction_type: 'credit',
    });
    expect(txn).toMatchObject({ document_id: null, ledger_balance: null, tag: [], position: null });
    expect(Analytics.EnrichedTransaction.safeParse({ ...txn, transaction_date: '01/03/2026' }).success).toBe(false);
  });
});
