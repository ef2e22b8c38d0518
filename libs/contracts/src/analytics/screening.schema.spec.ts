import { Analytics } from '../index';

describe('Screening contract', () => {
  it('treats every screening metric as missing (null) unless given', () => {
    const metrics = Analytics.ScreeningMetrics.parse({ true_revenue: 42000, state_code: 'NY' });
    expect(metrics.true_revenue).toBe(42000);
    expect(metrics.state_code).toBe('NY');
    const others = Object.entries(metrics).filter(([key]) => key !== 'true_revenue' && key !== 'state_code');
    expect(others.length).toBe(44);
    expect(others.every(([, value]) => value === null)).toBe(true);
  });

  it('defaults resolved rules to an empty list and rule flags to the spec values', () => {
    expect(Analytics.ScreeningResult.parse({ result: 'PASS', num_passed: 0, num_total: 0 }).resolved_rules).toEqual([]);
    const rule = Analytics.ResolvedScreeningRule.parse({
      target_type: 'state',
      target_value: 'NY',
      result: 'REJECT',
      reason: 'Revenue too low',
      rule_as_variables: 'true_revenue >= 20000',
      rule_after_substituting: '1000 >= 20000',
    });
    expect(rule).toMatchObject({ equation: null, deny_all: false, loan_platform_decline_reason_ids: null });
    expect(Analytics.ScreeningResult.safeParse({ result: 'MAYBE', num_passed: 0, num_total: 0 }).success).toBe(false);
  });
});
