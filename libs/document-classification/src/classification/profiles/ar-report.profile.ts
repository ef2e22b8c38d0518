import { type ClassificationText } from '../classification-text';
import { anchor, type DocumentProfile, type MeasuredEvidence, support, WEIGHT } from '../marker.model';

const AGING_BUCKETS: readonly RegExp[] = [
  /\b(?:0|1) ?- ?30\b/,
  /\b31 ?- ?60\b/,
  /\b61 ?- ?90\b/,
  /\b(?:91|90) ?(?:\+|- ?120|and over|or more)|\bover 90\b|> ?90\b/,
];

/** Column headings of an aging report: receivables split by how long they have been outstanding. */
function agingBuckets(text: ClassificationText): MeasuredEvidence | null {
  const found = AGING_BUCKETS.filter((bucket) => bucket.test(text.text)).length;
  if (found < 2) return null;
  return { strength: found / AGING_BUCKETS.length, signal: `${found} aging buckets (0-30, 31-60, ...)` };
}

/** Accounts receivable aging: what customers owe, by age of the invoice. */
export const AR_REPORT_PROFILE: DocumentProfile = {
  type: 'ar_report',
  formats: ['document', 'image'],
  markers: [
    anchor('accounts receivable', WEIGHT.strong, /\baccounts? receivables?\b|\ba\/r\b|\bar aging\b|\breceivables? (?:aging|report|summary)\b|\baged receivables?\b/),
    anchor('aging report', WEIGHT.medium, /\baging (?:summary|detail|report|schedule)\b|\baged (?:trial balance|debtors|detail|summary)\b/),
    { weight: WEIGHT.strong, measure: agingBuckets, anchor: true },
    support('customers and invoices', WEIGHT.weak, /\bcustomer(?: name)?\b.*\binvoice\b|\binvoice (?:no|number|#|date)\b/),
    support('open balances', WEIGHT.weak, /\b(?:total )?(?:open|outstanding) (?:balance|amount|invoices?)\b|\bbalance due\b|\bdays past due\b/),
  ],
};
