import { Credit } from '../index';

describe('Credit report contract', () => {
  const account = {
    account_name: 'CAPITAL ONE',
    account_number: '5178****',
    is_open: true,
    account_type_normalized: 'revolving',
    account_status_normalized: 'current',
  };

  it('reads a stored report, with missing amounts and collateral as null', () => {
    const report = Credit.CreditReport.parse({
      primary_entity: {
        full_name: 'Jane Doe',
        address: [{ address_line_1: '1 Main St', city: 'Austin', state: 'TX', zip_code: '78701', is_primary: true }],
      },
      credit_report_body: [
        { credit_bureau: { name: 'experian', display_name: 'Experian' }, fico_score: { score: 712 }, underwritten_accounts: [account] },
      ],
    });
    const [body] = report.credit_report_body;
    expect(body.fico_score).toEqual({ score: 712, date_of_score: null });
    expect(body.underwritten_accounts[0]).toMatchObject({ collateral_type: null, credit_limit: null, date_opened: null });
    expect(report.primary_entity.date_of_birth).toBeNull();
  });

  it('allows only the spec status, type and collateral values', () => {
    expect(Credit.CreditAccount.safeParse({ ...account, account_status_normalized: 'late' }).success).toBe(false);
    expect(Credit.CreditAccount.safeParse({ ...account, account_type_normalized: 'heloc' }).success).toBe(false);
    expect(Credit.CreditAccount.safeParse({ ...account, collateral_type: 'boat' }).success).toBe(false);
    expect(Credit.CreditAccountStatus.options).toHaveLength(10);
  });
});
