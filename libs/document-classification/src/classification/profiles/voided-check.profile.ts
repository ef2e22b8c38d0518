import { anchor, type DocumentProfile, support, WEIGHT } from '../marker.model';

/**
 * MICR line: routing number between transit symbols, then account and check number. OCR reads the E-13B
 * symbols as the Unicode OCR characters or as punctuation and letters, so both are accepted.
 */
const MICR_LINE = /[\u2446-\u2449]|(?:^|\s)[:;|at]?\d{9}[:;|a]\s+[:;|]?\d{4,17}[:;|co\u2448]?/m;

/** A check marked VOID, given to set up debits: its MICR line carries the routing and account numbers. */
export const VOIDED_CHECK_PROFILE: DocumentProfile = {
  type: 'voided_check',
  formats: ['document', 'image'],
  usualMaxPages: 2,
  markers: [
    anchor('VOID mark', WEIGHT.strong, /(?:^|\s)void(?:ed)?(?:\s|$)/m),
    anchor('MICR line', WEIGHT.strong, MICR_LINE),
    anchor('pay to the order of', WEIGHT.strong, /\bpay to the order of\b|\bpay to\b.{0,40}\border of\b/),
    support('amount in words', WEIGHT.weak, /\bdollars\b/),
    support('memo line', WEIGHT.weak, /\bmemo\b|\bfor\s*_{3,}/),
    support('routing number', WEIGHT.weak, /\brouting (?:number|no\.?|#)|\baba\b|\brtn\b/),
    support('signature line', WEIGHT.weak, /\bauthori[sz]ed signature\b|\bsignature\b/),
    support('check number', WEIGHT.hint, /\bcheck (?:no\.?|number|#)/),
  ],
};
