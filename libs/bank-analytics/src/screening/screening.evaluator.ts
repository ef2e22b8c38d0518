import { type Analytics } from '@uw/contracts';
import { evaluateCondition, UndecidableRuleError } from './equation.evaluator';
import { printCondition, variablesOf } from './equation.printer';

type Rule = Analytics.ScreeningRule;

const same = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

function applies(rule: Rule, metrics: Analytics.ScreeningMetrics): boolean {
  if (rule.target_type === 'all') return true;
  return same(rule.target_type === 'state' ? metrics.state_code : metrics.industry, rule.target_value);
}

function resolve(rule: Rule, metrics: Analytics.ScreeningMetrics): Analytics.ResolvedScreeningRule {
  const base = {
    target_type: rule.target_type,
    target_value: rule.target_value,
    equation: rule.equation ?? null,
    deny_all: rule.deny_all,
    loan_platform_decline_reason_ids: rule.loan_platform_decline_reason_ids,
  };
  if (rule.deny_all || !rule.equation) {
    const who = rule.target_type === 'all' ? 'every Book' : `every Book with ${rule.target_type} ${rule.target_value}`;
    return { ...base, result: 'REJECT', reason: `Denied: ${who} is declined`, rule_as_variables: 'deny_all', rule_after_substituting: 'deny_all' };
  }
  const values = new Map<string, number>();
  const missing: string[] = [];
  for (const name of variablesOf(rule.equation)) {
    const value = metrics[name as keyof Analytics.ScreeningMetrics];
    if (typeof value === 'number') values.set(name, value);
    else if (!missing.includes(name)) missing.push(name);
  }
  const asVariables = printCondition(rule.equation, (name) => name);
  const afterSubstituting = printCondition(rule.equation, (name) => (values.has(name) ? String(values.get(name)) : 'null'));
  const texts = { rule_as_variables: asVariables, rule_after_substituting: afterSubstituting };
  if (missing.length > 0) {
    return { ...base, ...texts, result: 'PASS', reason: `Passed: metric ${missing.join(', ')} is missing, so the rule passes` };
  }
  try {
    const passed = evaluateCondition(rule.equation, values);
    return { ...base, ...texts, result: passed ? 'PASS' : 'REJECT', reason: passed ? `Passed: ${afterSubstituting}` : `Failed: ${asVariables} (${afterSubstituting})` };
  } catch (error) {
    if (!(error instanceof UndecidableRuleError)) throw error;
    return { ...base, ...texts, result: 'PASS', reason: `Passed: the rule cannot be decided (${error.message})` };
  }
}

/**
 * Evaluates the rules that apply to the Book (`all`, or a `state` / `industry` equal to the metrics'
 * value, case-insensitive). Any REJECT rejects the Book. No rules: screening is disabled (null).
 */
export function evaluateScreening(metrics: Analytics.ScreeningMetrics, rules: Rule[]): Analytics.ScreeningResult | null {
  if (rules.length === 0) return null;
  const resolved = rules.filter((rule) => applies(rule, metrics)).map((rule) => resolve(rule, metrics));
  const passed = resolved.filter((rule) => rule.result === 'PASS').length;
  return {
    result: passed === resolved.length ? 'PASS' : 'REJECT',
    num_passed: passed,
    num_total: resolved.length,
    resolved_rules: resolved,
  };
}
