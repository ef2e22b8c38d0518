import { type z } from 'zod';
import { PlaidAssetReport, PlaidReportWarning } from './asset-report.schema';

export type LocatedAssetReport =
  | { ok: true; report: PlaidAssetReport; providerWarnings: string[] }
  | { ok: false; reason: string };

/**
 * Finds the report in what was uploaded: the `/asset_report/get` response (`{ report, warnings }`) or the
 * bare report (`{ date_generated, items }`). A refusal names the part that is missing or malformed, in
 * words an underwriter can pass on to the broker.
 */
export function locateAssetReport(json: unknown): LocatedAssetReport {
  if (!isRecord(json)) {
    return { ok: false, reason: `This file is not a bank-link asset report: it holds ${describeJsonValue(json)}, not an object with a report` };
  }
  const wrapped = isRecord(json['report']);
  const candidate = wrapped ? json['report'] : json;
  const prefix = wrapped ? 'report.' : '';
  if (!isRecord(candidate) || !('items' in candidate)) {
    return {
      ok: false,
      reason: 'This JSON is not a bank-link asset report: it has no `report` object and no `items` list of linked institutions',
    };
  }
  const parsed = PlaidAssetReport.safeParse(candidate);
  if (!parsed.success) return { ok: false, reason: `The asset report is incomplete: ${describeIssue(parsed.error.issues[0], prefix)}` };
  const accounts = parsed.data.items.reduce((count, item) => count + item.accounts.length, 0);
  if (accounts === 0) return { ok: false, reason: 'The asset report lists no bank accounts (every item has an empty `accounts` list)' };
  return { ok: true, report: parsed.data, providerWarnings: wrapped ? readProviderWarnings(json['warnings']) : [] };
}

function readProviderWarnings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const warning = PlaidReportWarning.safeParse(entry);
    if (!warning.success) return [];
    const { warning_type, warning_code, cause } = warning.data;
    const detail = cause?.display_message ?? cause?.error_message;
    const code = [warning_type, warning_code].filter(Boolean).join('/');
    return [`Provider warning${code ? ` ${code}` : ''}${detail ? `: ${detail}` : ''}${cause?.item_id ? ` (item ${cause.item_id})` : ''}`];
  });
}

function describeIssue(issue: z.core.$ZodIssue | undefined, prefix: string): string {
  if (!issue) return 'it does not have the expected shape';
  const where = prefix + formatPath(issue.path);
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return `\`${where}\` is missing`;
  if (issue.code === 'invalid_type') return `\`${where}\` should be ${article(issue.expected)} but is not`;
  return `\`${where}\` ${issue.message.replace(/^Invalid input: /, '')}`;
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)), '');
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function describeJsonValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
