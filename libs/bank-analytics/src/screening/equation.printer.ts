import { type Analytics } from '@uw/contracts';

type Expression = Analytics.ScreeningExpression;
type Condition = Analytics.ScreeningCondition;
/** How a variable is written: its name, or its value after substitution. */
export type VariableText = (name: string) => string;

const PRECEDENCE: Record<string, number> = { '+': 1, '-': 1, '*': 2, '/': 2 };

function printExpression(node: Expression, variable: VariableText, parentPrecedence = 0, rightSide = false): string {
  if (typeof node === 'number') return String(node);
  if ('var' in node) return variable(node.var);
  const precedence = PRECEDENCE[node.arithmetic]!;
  const text = `${printExpression(node.left, variable, precedence)} ${node.arithmetic} ${printExpression(node.right, variable, precedence, true)}`;
  // a - (b - c) and a / (b * c) need their parentheses; (a + b) + c does not.
  const needsParentheses = precedence < parentPrecedence || (rightSide && precedence === parentPrecedence);
  return needsParentheses ? `(${text})` : text;
}

/** `true_revenue >= 15000 and (num_nsf < 3 or negative_days < 5)` */
export function printCondition(node: Condition, variable: VariableText, nested = false): string {
  if ('compare' in node) return `${printExpression(node.left, variable)} ${node.compare} ${printExpression(node.right, variable)}`;
  const [junction, parts] = 'and' in node ? (['and', node.and] as const) : (['or', node.or] as const);
  const text = parts.map((part) => printCondition(part, variable, true)).join(` ${junction} `);
  return nested && parts.length > 1 ? `(${text})` : text;
}

export function variablesOf(node: Condition | Expression): string[] {
  if (typeof node === 'number') return [];
  if ('var' in node) return [node.var];
  if ('arithmetic' in node || 'compare' in node) return [...variablesOf(node.left), ...variablesOf(node.right)];
  return ('and' in node ? node.and : node.or).flatMap(variablesOf);
}
