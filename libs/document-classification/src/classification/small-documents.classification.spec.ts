import { classifyDocument } from './document.classifier';
import {
  AR_AGING,
  AR_REPORT_DETAIL,
  BANK_VERIFICATION,
  BUSINESS_VERIFICATION,
  DRIVER_LICENSE,
  PASSPORT,
  PAYMENT_RECEIPT,
  STORE_RECEIPT,
  VOIDED_CHECK,
  VOIDED_CHECK_OCR,
} from './test/other-snippets';

describe('classifyDocument: checks, receipts, AR reports, verifications, IDs', () => {
  it.each([
    ['voided_check', 'a voided check with its MICR line', VOIDED_CHECK, 'application/pdf'],
    ['voided_check', 'OCR text of a photographed voided check', VOIDED_CHECK_OCR, 'image/jpeg'],
    ['ar_report', 'an A/R aging summary', AR_AGING, 'application/pdf'],
    ['ar_report', 'an accounts receivable aging detail', AR_REPORT_DETAIL, 'application/pdf'],
    ['receipt', 'a store receipt', STORE_RECEIPT, 'image/png'],
    ['receipt', 'an emailed payment receipt', PAYMENT_RECEIPT, 'application/pdf'],
    ['verification_report', 'a bank verification report', BANK_VERIFICATION, 'application/pdf'],
    ['verification_report', 'business verification (KYB) results', BUSINESS_VERIFICATION, 'application/pdf'],
    ['photo_id', 'OCR text of a driver license', DRIVER_LICENSE, 'image/jpeg'],
    ['photo_id', 'OCR text of a passport', PASSPORT, 'image/heic'],
  ])('calls it %s: %s', (type, _, text, mime) => {
    const result = classifyDocument({ text, mime, pageCount: 1 });

    expect(result.document_type).toBe(type);
    expect(result.confidence).toBeGreaterThanOrEqual(0.35);
    expect(result.signals.length).toBeGreaterThan(0);
  });

  it('doubts a 40-page file is an ID card', () => {
    const onePage = classifyDocument({ text: DRIVER_LICENSE, mime: 'application/pdf', pageCount: 1 });
    const long = classifyDocument({ text: DRIVER_LICENSE, mime: 'application/pdf', pageCount: 40 });

    expect(long.confidence).toBeLessThan(onePage.confidence);
    expect(long.signals).toContain('against: 40 pages, long for this kind of document');
  });
});
