import { type Analytics } from '@uw/contracts';

type Expression = Analytics.ScreeningExpression;
type Condition = Analytics.ScreeningCondition;
const EPSILON = 1e-9;

/** Thrown when an expression divides by zero: the rule cannot be decided. */
export class UndecidableRuleError extends Error {}

/** Walks the tree (never eval); every variable must have a value. */
export function evaluateExpression(node: Expression, values: ReadonlyMap<string, number>): number {
  if (typeof node === 'number') return node;
  if ('var' in node) return values.get(node.var)!;
  const left = evaluateExpression(node.left, values);
  const right = evaluateExpression(node.right, values);
  switch (node.arithmetic) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      if (right === 0) throw new UndecidableRuleError('division by zero');
      return left / right;
  }
}

export function evaluateCondition(node: Condition, values: ReadonlyMap<string, number>): boolean {
  if ('and' in node) return node.and.every((part) => evaluateCondition(part, values));
  if ('or' in node) return node.or.some((part) => evaluateCondition(part, values));
  const left = evaluateExpression(node.left, values);
  const right = evaluateExpression(node.right, values);
  switch (node.compare) {
    case '>=':
      return left >= right - EPSILON;
    case '>':
      return left > right + EPSILON;
    case '<=':
      return left <= right + EPSILON;
    case '<':
      return left < right - EPSILON;
    case '==':
      return Math.abs(left - right) <= EPSILON;
    case '!=':
      return Math.abs(left - right) > EPSILON;
  }
}
