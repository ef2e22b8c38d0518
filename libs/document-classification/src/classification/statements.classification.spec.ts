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

  it("calls a community bank's 'Statement of Account' a statement: balances labelled by their dates, debit transactions", () => {
    const text = [
      'Statement of Account',
      '       Balance 9/01/22                            Summary',
      '       $ 127,574.68                               Credits      + $.00',
      '       Balance 10/02/22                           Debits       - $94,340.67',
      '       $ 33,234.01',
      'Debit Transactions',
      'Other Debits',
      '9/20            BOOKING.COM B.V. 1035078125 10000706034723              4,917.05',
      'Checks',
      '9/19            Check 3214                                             17,230.00',
      '9/27            Check 3218*                                            17,035.65',
      'DAILY BALANCE INFORMATION',
      '9/01                          127,574.68   9/20                 105,427.63      9/27                  66,230.67',
    ].join('\n');

    expect(pdf(text, 1)).toMatchObject({ document_type: 'bank_statement', signals: expect.arrayContaining(['balances by date', 'withdrawals and debits']) });
  });

  it("does not call a supplier's 'Statement of Account' (invoices, payments, aging buckets) a bank statement (found in review)", () => {
    const invoices = Array.from({ length: 9 }, (_, day) => `06/${21 + day}/2025  INV-210${21 + day}     Supplies order            2${day}0.00                   7${day}0.50`);
    const text = [
      'ACME SUPPLY CO.',
      'STATEMENT OF ACCOUNT',
      'Customer: Bright Builders LLC            Customer No: 10442',
      'As of 06/30/2025    Account Number 10442-001',
      'Date        Invoice #     Description              Charges      Payments      Balance',
      '06/03/2025  INV-20931     Lumber order              1,200.00                 1,200.00',
      '06/10/2025  PMT           Payment - Thank you                    1,000.00      200.00',
      ...invoices,
      'Current    1-30 Days    31-60 Days    61-90 Days    Amount Due',
      '510.50     0.00         0.00          0.00          510.50',
    ].join('\n');

    expect(pdf(text, 1).document_type).not.toBe('bank_statement');
  });

  it('classifies OCR text of a photographed statement like a text layer', () => {
    expect(classifyDocument({ text: CREDIT_UNION_STATEMENT, mime: 'image/jpeg', pageCount: 1 }).document_type).toBe('bank_statement');
  });
});
