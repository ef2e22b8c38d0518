import { classifyDocument } from './document.classifier';
import {
  BUSINESS_CREDIT_PROFILE,
  CREDIT_REPORT,
  FORM_1040,
  FORM_1120S,
  ISO_APPLICATION,
  LOAN_APPLICATION_FREE_FORM,
  SCHEDULE_C,
} from './test/form-snippets';

const pdf = (text: string) => classifyDocument({ text, mime: 'application/pdf', pageCount: 2 });

describe('classifyDocument: tax forms, credit reports, applications', () => {
  it.each([
    ['Form 1040', FORM_1040],
    ['Schedule C, which also names a business and its EIN', SCHEDULE_C],
    ['Form 1120-S', FORM_1120S],
  ])('calls %s a tax form', (_, text) => {
    const result = pdf(text);

    expect(result.document_type).toBe('tax_form');
    expect(result.confidence).toBeGreaterThan(0.8);
    expect(result.signals).toContain('IRS form number');
  });

  it.each([
    ['a merged consumer credit report', CREDIT_REPORT],
    ['a business credit profile', BUSINESS_CREDIT_PROFILE],
  ])('calls %s a credit report', (_, text) => {
    expect(pdf(text).document_type).toBe('credit_report');
  });

  it.each([
    ['an ISO application', ISO_APPLICATION],
    ['a bank loan application with other wording', LOAN_APPLICATION_FREE_FORM],
  ])('calls %s a loan application, though it asks for a credit report', (_, text) => {
    const result = pdf(text);

    expect(result.document_type).toBe('loan_application_form');
    expect(result.signals).toEqual(expect.arrayContaining(['application form', 'ownership percentage']));
  });
});
