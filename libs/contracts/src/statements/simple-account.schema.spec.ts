import { Statements } from '../index';

describe('Account-first statement contracts', () => {
  it('fills statement and funder defaults and checks daily balance keys', () => {
    const account = Statements.SimpleAccount.parse({
      account_id: 1,
      account_name: 'Operating',
      account_number: '****1234',
      bank_name: 'First Bank',
      account_type: 'checking',
      business_name: 'Acme Plumbing LLC',
      statements: [
        {
          document_id: 'd1',
          document_name: 'jan.pdf',
          statement_start_date: '2026-01-01',
          statement_end_date: '2026-01-31',
          starting_balance: 100,
          ending_balance: 90,
          sum_credits: 40,
          sum_debits: 50,
          net_deposits: -10,
          num_deposits: 1,
          num_withdrawals: 2,
          transactions: [],
          daily_balances: { '2026-01-01': 100 },
          funders: [
            { position_id: 'p1', name: 'Acme Capital', loan_type: 'merchant_cash_advance', transaction_count: 2, total_disbursements: 0, total_payments: 50 },
          ],
        },
      ],
    });
    expect(account).toMatchObject({ routing_number: null, business_address: null });
    const [statement] = account.statements;
    expect(statement).toMatchObject({ min_balance: null, days_in_period: 0, revenue_credits: 0, total_mca_disbursements: 0, debt_to_income_ratio: null });
    expect(statement.funders[0]).toMatchObject({ payment_count: 0, avg_payment_amount: null, payment_frequency: null, funder_uuid: null });

    const badDay = Statements.SimpleStatement.safeParse({ ...statement, daily_balances: { 'Jan 1': 100 } });
    expect(badDay.success).toBe(false);
  });

  it('fills a partly unreadable business address with nulls', () => {
    expect(Statements.BusinessAddress.parse({ city: 'Austin' })).toEqual({
      street_address: null,
      city: 'Austin',
      state_province: null,
      postal_code: null,
      country: null,
    });
  });
});
