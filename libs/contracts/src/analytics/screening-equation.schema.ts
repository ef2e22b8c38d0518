import { z } from '../zod';
import { ScreeningMetrics } from './screening.schema';

/**
 * A screening equation is a tree, never a string to evaluate:
 * - expression: a number, `{ "var": <ScreeningMetrics name> }`, or
 *   `{ "arithmetic": "+" | "-" | "*" | "/", "left": <expression>, "right": <expression> }`;
 * - condition: `{ "compare": ">=" | ">" | "<=" | "<" | "==" | "!=", "left": <expression>, "right": <expression> }`,
 *   `{ "and": [<condition>, ...] }` or `{ "or": [<condition>, ...] }`.
 */
export const SCREENING_COMPARATORS = ['>=', '>', '<=', '<', '==', '!='] as const;
export type ScreeningComparator = (typeof SCREENING_COMPARATORS)[number];
export const SCREENING_ARITHMETIC = ['+', '-', '*', '/'] as const;
export type ScreeningArithmetic = (typeof SCREENING_ARITHMETIC)[number];

const LABELS = new Set(['business_name', 'state_code', 'industry']);
/** The numeric ScreeningMetrics members: the only names an equation may use. */
export const SCREENING_VARIABLES: readonly string[] = Object.keys(ScreeningMetrics.shape).filter((name) => !LABELS.has(name));
const VARIABLE_SET = new Set(SCREENING_VARIABLES);

export type ScreeningExpression =
  | number
  | { var: string }
  | { arithmetic: ScreeningArithmetic; left: ScreeningExpression; right: ScreeningExpression };
export type ScreeningCondition =
  | { compare: ScreeningComparator; left: ScreeningExpression; right: ScreeningExpression }
  | { and: ScreeningCondition[] }
  | { or: ScreeningCondition[] };

type Path = Array<string | number>;
type Report = (path: Path, message: string) => void;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function onlyKeys(node: Record<string, unknown>, allowed: string[], path: Path, report: Report): void {
  for (const key of Object.keys(node)) if (!allowed.includes(key)) report([...path, key], `unexpected key "${key}"`);
}

function checkExpression(node: unknown, path: Path, report: Report): void {
  if (typeof node === 'number') {
    if (!Number.isFinite(node)) report(path, 'must be a finite number');
    return;
  }
  if (!isRecord(node)) {
    report(path, 'must be a number, {"var": name} or {"arithmetic": op, "left": ..., "right": ...}');
    return;
  }
  if ('var' in node) {
    onlyKeys(node, ['var'], path, report);
    const name = node['var'];
    if (typeof name !== 'string') report([...path, 'var'], 'must be a screening variable name');
    else if (!VARIABLE_SET.has(name)) report([...path, 'var'], `unknown screening variable "${name}"`);
    return;
  }
  if ('arithmetic' in node) {
    onlyKeys(node, ['arithmetic', 'left', 'right'], path, report);
    const op = node['arithmetic'];
    if (!SCREENING_ARITHMETIC.includes(op as ScreeningArithmetic)) {
      report([...path, 'arithmetic'], `unknown arithmetic operator ${JSON.stringify(op)}; use one of ${SCREENING_ARITHMETIC.join(' ')}`);
    }
    checkExpression(node['left'], [...path, 'left'], report);
    checkExpression(node['right'], [...path, 'right'], report);
    return;
  }
  report(path, 'must be a number, {"var": name} or {"arithmetic": op, "left": ..., "right": ...}');
}

function checkCondition(node: unknown, path: Path, report: Report): void {
  if (!isRecord(node)) {
    report(path, 'must be a condition: {"compare": op, "left": ..., "right": ...}, {"and": [...]} or {"or": [...]}');
    return;
  }
  for (const junction of ['and', 'or'] as const) {
    if (!(junction in node)) continue;
    onlyKeys(node, [junction], path, report);
    const parts = node[junction];
    if (!Array.isArray(parts) || parts.length === 0) report([...path, junction], `"${junction}" must list at least one condition`);
    else parts.forEach((part, index) => checkCondition(part, [...path, junction, index], report));
    return;
  }
  if ('compare' in node) {
    onlyKeys(node, ['compare', 'left', 'right'], path, report);
    const op = node['compare'];
    if (!SCREENING_COMPARATORS.includes(op as ScreeningComparator)) {
      report([...path, 'compare'], `unknown comparison ${JSON.stringify(op)}; use one of ${SCREENING_COMPARATORS.join(' ')}`);
    }
    checkExpression(node['left'], [...path, 'left'], report);
    checkExpression(node['right'], [...path, 'right'], report);
    return;
  }
  report(path, 'must be a condition: {"compare": op, "left": ..., "right": ...}, {"and": [...]} or {"or": [...]}');
}

/** A screening equation; every problem is reported with its path inside the tree and a message naming it. */
export const ScreeningEquation = z
  .custom<ScreeningCondition>((value) => isRecord(value), { message: 'must be an equation object' })
  .superRefine((value, ctx) => {
    checkCondition(value, [], (path, message) => ctx.addIssue({ code: 'custom', path, message, input: value }));
  })
  .openapi('ScreeningEquation', {
    description:
      'Tree of comparisons over ScreeningMetrics names: {"compare": ">=", "left": {"var": "true_revenue"}, "right": 15000}, ' +
      'combined with {"and": [...]} / {"or": [...]}; arithmetic nodes {"arithmetic": "/", "left": ..., "right": ...}.',
    type: 'object',
  });
