import { classifyDocument } from './document.classifier';
import {
  CREDIT_UNION_STATEMENT,
  NATIONAL_BANK_STATEMENT,
  ONLINE_ACTIVITY_PRINTOUT,
  PLAID_ASSET_REPORT_JSON,
  TRANSACTION_HISTORY_EXPORT,
} from './test/statement-snippets';

const pdf = (text: string, pageCount = 3) => classifyDocument({ text, mime: 'application/pdf', pageCount });

describe('classifyDocument: statements and account activity', () => {
  it.each([
    ['a national bank statement', NATIONAL_BANK_STATEMENT],
    ['a credit union statement with other wording', CREDIT_UNION_STATEMENT],
  ])('calls %s a bank statement and says why', (_, text) => {
    const result = pdf(text);

    expect(result.document_type).toBe('bank_statement');
    expect(result.confidence).toBeGreaterThan(0.8);
    expect(result.signals).toEqual(expect.arrayContaining(['opening balance', 'closing balance']));
  });

  it.each([
    ['an online banking activity printout', ONLINE_ACTIVITY_PRINTOUT],
    ['a transaction history export', TRANSACTION_HISTORY_EXPORT],
  ])('calls %s month to date: activity without a closed statement period', (_, text) => {
    const result = pdf(text, 1);

    expect(result.document_type).toBe('month_to_date');
    expect(result.confidence).toBeGreaterThan(0.5);
  });

  it('keeps a statement a statement when it also shows an available balance', () => {
    const result = pdf(`${NATIONAL_BANK_STATEMENT}\nAvailable balance as of 03/31  $9,598.44`);

    expect(result.document_type).toBe('bank_statement');
    expect(result.confidence).toBeGreaterThan(0.8);
  });

  it('recognises a Plaid asset report in JSON, and nothing else in JSON', () => {
    expect(classifyDocument({ text: PLAID_ASSET_REPORT_JSON, mime: 'application/json' })).toMatchObject({
      document_type: 'banklink_asset_report',
      signals: expect.arrayContaining(['asset report']),
    });
    expect(classifyDocument({ text: JSON.stringify({ statement: NATIONAL_BANK_STATEMENT }), mime: 'application/json' }).document_type).toBe(
      'unsupported_file',
    );
  });

  it('classifies OCR text of a photographed statement like a text layer', () => {
    expect(classifyDocument({ text: CREDIT_UNION_STATEMENT, mime: 'image/jpeg', pageCount: 1 }).document_type).toBe('bank_statement');
  });
});
