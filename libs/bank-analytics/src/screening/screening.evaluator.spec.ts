import { Analytics } from '@uw/contracts';
import { evaluateScreening } from './screening.evaluator';

const rules = (raw: unknown[]) => Analytics.ScreeningRuleSet.parse({ rules: raw }).rules;
const metrics = (values: Partial<Analytics.ScreeningMetrics>) => Analytics.ScreeningMetrics.parse(values);
const revenueAtLeast = (amount: number) => ({ compare: '>=', left: { var: 'true_revenue' }, right: amount });

describe('evaluateScreening', () => {
  it('writes the rule with variables and after substituting their values', () => {
    const result = evaluateScreening(metrics({ true_revenue: 48210.55 }), rules([{ target_type: 'all', equation: revenueAtLeast(15000) }]))!;
    expect(result.resolved_rules[0]).toMatchObject({ result: 'PASS', rule_as_variables: 'true_revenue >= 15000', rule_after_substituting: '48210.55 >= 15000' });
    expect(Analytics.ScreeningResult.parse(result)).toEqual(result);
  });

  it('keeps the parentheses arithmetic needs and groups an or inside an and', () => {
    const equation = {
      and: [
        { compare: '<', left: { arithmetic: '/', left: { var: 'total_loan_payments' }, right: { arithmetic: '-', left: { var: 'true_revenue' }, right: 100 } }, right: 0.5 },
        { or: [{ compare: '==', left: { var: 'num_nsf' }, right: 0 }, { compare: '!=', left: { var: 'num_overdraft' }, right: 2 }] },
      ],
    };
    const [rule] = evaluateScreening(metrics({ total_loan_payments: 450, true_revenue: 1100, num_nsf: 1, num_overdraft: 2 }), rules([{ target_type: 'all', equation }]))!.resolved_rules;
    expect(rule).toMatchObject({
      rule_as_variables: 'total_loan_payments / (true_revenue - 100) < 0.5 and (num_nsf == 0 or num_overdraft != 2)',
      rule_after_substituting: '450 / (1100 - 100) < 0.5 and (1 == 0 or 2 != 2)',
      result: 'REJECT',
    });
  });

  it('passes a rule whose metric is missing and says so', () => {
    const result = evaluateScreening(metrics({}), rules([{ target_type: 'all', equation: revenueAtLeast(15000) }]))!;
    expect(result).toMatchObject({ result: 'PASS', num_passed: 1, num_total: 1 });
    expect(result.resolved_rules[0]).toMatchObject({ reason: 'Passed: metric true_revenue is missing, so the rule passes', rule_after_substituting: 'null >= 15000' });
  });

  it('passes a rule that divides by zero, saying it cannot be decided', () => {
    const equation = { compare: '>', left: { arithmetic: '/', left: { var: 'true_revenue' }, right: { var: 'total_days' } }, right: 1 };
    const [rule] = evaluateScreening(metrics({ true_revenue: 10, total_days: 0 }), rules([{ target_type: 'all', equation }]))!.resolved_rules;
    expect(rule).toMatchObject({ result: 'PASS', reason: 'Passed: the rule cannot be decided (division by zero)' });
  });

  it('denies every Book of a state with deny_all, and only that state (case-insensitive)', () => {
    const ruleSet = rules([{ target_type: 'state', target_value: 'ny', deny_all: true }, { target_type: 'all', equation: revenueAtLeast(1) }]);
    const newYork = evaluateScreening(metrics({ state_code: 'NY', true_revenue: 5 }), ruleSet)!;
    expect(newYork).toMatchObject({ result: 'REJECT', num_passed: 1, num_total: 2 });
    expect(newYork.resolved_rules[0]).toMatchObject({
      deny_all: true, equation: null, result: 'REJECT', reason: 'Denied: every Book with state ny is declined', rule_as_variables: 'deny_all',
    });
    expect(evaluateScreening(metrics({ state_code: 'NJ', true_revenue: 5 }), ruleSet)).toMatchObject({ result: 'PASS', num_passed: 1, num_total: 1 });
  });

  it('applies industry rules only to that industry', () => {
    const ruleSet = rules([{ target_type: 'industry', target_value: 'Trucking', equation: revenueAtLeast(100000) }]);
    expect(evaluateScreening(metrics({ industry: 'trucking', true_revenue: 5 }), ruleSet)).toMatchObject({ result: 'REJECT', num_total: 1 });
    expect(evaluateScreening(metrics({ industry: 'Retail', true_revenue: 5 }), ruleSet)).toMatchObject({ result: 'PASS', num_total: 0 });
  });

  it('is disabled (null) without rules', () => {
    expect(evaluateScreening(metrics({}), [])).toBeNull();
  });
});
