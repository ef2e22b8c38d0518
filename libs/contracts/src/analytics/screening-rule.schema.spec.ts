import { Analytics } from '../index';

const parse = (rules: unknown[]) => Analytics.ScreeningRuleSet.safeParse({ rules });
const issues = (rules: unknown[]) => parse(rules).error?.issues.map(({ path, message }) => ({ path, message }));

describe('Screening rule contract', () => {
  it('accepts a structured equation and a deny_all rule, filling the defaults', () => {
    const result = parse([
      { target_type: 'all', equation: { and: [{ compare: '>=', left: { var: 'true_revenue' }, right: 15000 }, { compare: '<', left: { arithmetic: '/', left: { var: 'total_loan_payments' }, right: 3 }, right: 900 }] } },
      { target_type: 'state', target_value: 'NY', deny_all: true, loan_platform_decline_reason_ids: ['r1'] },
    ]);
    expect(result.success).toBe(true);
    expect(result.data!.rules[0]).toMatchObject({ target_value: '', deny_all: false, loan_platform_decline_reason_ids: null });
  });

  it('names an unknown variable and where it is', () => {
    expect(issues([{ target_type: 'all', equation: { or: [{ compare: '>', left: { var: 'true_revenu' }, right: 1 }] } }])).toEqual([
      { path: ['rules', 0, 'equation', 'or', 0, 'left', 'var'], message: 'unknown screening variable "true_revenu"' },
    ]);
  });

  it('rejects a text label as a variable: only numeric metrics can be compared', () => {
    expect(issues([{ target_type: 'all', equation: { compare: '==', left: { var: 'state_code' }, right: 1 } }])![0]!.message).toBe('unknown screening variable "state_code"');
  });

  it('explains malformed equations', () => {
    expect(issues([{ target_type: 'all', equation: { compare: '=>', left: 'true_revenue', right: 1, extra: true } }])).toEqual([
      { path: ['rules', 0, 'equation', 'extra'], message: 'unexpected key "extra"' },
      { path: ['rules', 0, 'equation', 'compare'], message: 'unknown comparison "=>"; use one of >= > <= < == !=' },
      { path: ['rules', 0, 'equation', 'left'], message: 'must be a number, {"var": name} or {"arithmetic": op, "left": ..., "right": ...}' },
    ]);
    expect(issues([{ target_type: 'all', equation: { and: [] } }])).toEqual([{ path: ['rules', 0, 'equation', 'and'], message: '"and" must list at least one condition' }]);
    expect(issues([{ target_type: 'all', equation: { compare: '>', left: { arithmetic: '%', left: 1, right: 2 }, right: 1 } }])![0]!.path).toEqual(['rules', 0, 'equation', 'left', 'arithmetic']);
  });

  it('needs an equation unless deny_all, and a target value for state and industry rules', () => {
    expect(issues([{ target_type: 'all' }])).toEqual([{ path: ['rules', 0, 'equation'], message: 'is required unless deny_all is true' }]);
    expect(issues([{ target_type: 'industry', deny_all: true }])).toEqual([{ path: ['rules', 0, 'target_value'], message: 'must name the industry the rule targets' }]);
    expect(issues([{ target_type: 'all', deny_all: true, equation: { compare: '>', left: 1, right: 0 } }])![0]!.message).toBe('a deny_all rule must not have an equation');
  });
});
