import { classifyDocument } from './document.classifier';
import { NATIONAL_BANK_STATEMENT } from './test/statement-snippets';

const LOREM = `Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore
et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea
commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla.`;

const RECIPE = `Grandma's banana bread
Ingredients: 3 ripe bananas, 1/3 cup melted butter, 1 teaspoon baking soda, a pinch of salt, 3/4 cup sugar,
1 large egg, 1 teaspoon vanilla extract, 1 1/2 cups flour.
Preheat the oven to 350 degrees and bake for 60 minutes. Let it cool before slicing.`;

const LETTER = `Dear Maria,
Thanks for meeting us last week. As discussed, we will keep the balance of the project on schedule and send
the drawings by Friday. Please call me with any questions about the landscaping plan.
Best regards, Tom`;

const RANDOM_CHARACTERS = 'qz8 xv0p kk2j 4hh3 vvq9 zz1a pp0 ttr8 mm2q 8rr xx9z 1kk qq0v bb7 nn3 ww5 jj6 cc4 ll2 ff1';

describe('classifyDocument: files that are none of the supported types', () => {
  it.each([
    ['lorem ipsum', LOREM],
    ['a recipe', RECIPE],
    ['a letter that mentions a balance', LETTER],
    ['random characters', RANDOM_CHARACTERS],
  ])('calls %s unsupported, confidently', (_, text) => {
    const result = classifyDocument({ text, mime: 'application/pdf', pageCount: 1 });

    expect(result.document_type).toBe('unsupported_file');
    expect(result.confidence).toBeGreaterThan(0.6);
    expect(result.signals).toHaveLength(1);
  });

  it('says an image-only file needs OCR rather than claiming to know it is unsupported', () => {
    for (const text of ['', '   \n  ', 'Page 1 of 11']) {
      expect(classifyDocument({ text, mime: 'application/pdf', pageCount: 11 })).toEqual({
        document_type: 'unsupported_file',
        confidence: 0,
        signals: [expect.stringContaining('needs OCR')],
      });
    }
  });

  it('does not read content types it has no text for', () => {
    expect(classifyDocument({ text: NATIONAL_BANK_STATEMENT, mime: 'application/zip' })).toMatchObject({
      document_type: 'unsupported_file',
      signals: ['content type application/zip is not a document the classifier reads'],
    });
  });

  it('calls a single weak hint too little evidence', () => {
    const result = classifyDocument({ text: `${LETTER}\nYour ending balance was discussed.`, mime: 'application/pdf', pageCount: 1 });

    expect(result.document_type).toBe('unsupported_file');
    expect(result.signals[0]).toMatch(/^too little evidence: best bank_statement/);
  });
});

describe("classifyDocument: a credit card's statement", () => {
  const CARD_STATEMENT = [
    'Ink Business Unlimited',
    'NORTHSTAR AUTO REPAIR LLC',
    'ACCOUNT SUMMARY',
    'Account Number: XXXX XXXX XXXX 4821',
    'Previous Balance $4,512.33',
    'Payment, Credits -$4,512.33',
    'Purchases +$6,204.18',
    'New Balance $6,204.18',
    'Opening/Closing Date 03/02/25 - 04/01/25',
    'Credit Access Line $25,000',
    'Available Credit $18,795',
    'Minimum Payment Due $62.04',
    'Payment Due Date 04/26/25',
    'ACCOUNT ACTIVITY',
    '03/18 Payment Thank You-Mobile -4,512.33',
    '03/03 HOME DEPOT #4521 ATLANTA GA 412.56',
    '03/05 SHELL OIL 57442 ATLANTA GA 88.40',
    '03/09 AMAZON MKTPL*2K4L19 Amzn.com/bill WA 1,204.99',
    '03/14 NAPA AUTO PARTS 0231 ATLANTA GA 2,310.77',
    '03/27 SNAP-ON TOOLS 1-877-762-7664 WI 2,187.86',
  ].join('\n');

  it('is none of the supported types, and says why: read as a bank statement its spending would count as revenue', () => {
    const result = classifyDocument({ text: CARD_STATEMENT, mime: 'application/pdf', pageCount: 1 });

    expect(result.document_type).toBe('unsupported_file');
    expect(result.signals).toEqual([expect.stringMatching(/^a credit card or credit line statement \(a minimum payment due, a credit limit, a new balance owed\)/)]);
  });

  it("leaves a checking account's statement that prints its credit line after it a bank statement", () => {
    const combined = `${NATIONAL_BANK_STATEMENT}\n${CARD_STATEMENT}`;

    expect(classifyDocument({ text: combined, mime: 'application/pdf', pageCount: 2 }).document_type).toBe('bank_statement');
  });
});

describe("classifyDocument: deposit statements that print a loan's, a line's or a card's box (review)", () => {
  it.each([
    [
      'a share draft statement with its member loan',
      'Hometown Federal Credit Union  Statement of Accounts\nStatement Period 03/01/2025 - 03/31/2025\nSHARE DRAFT CHECKING  Account 000123456789\nPrevious Balance $5,000.00\nDeposits $3,000.00\nDebits $4,512.33\nNew Balance $3,487.67\n03/04 ACH CREDIT STRIPE TRANSFER 3,000.00 8,000.00\n03/18 ACH DEBIT AUTOPAY -4,512.33 3,487.67\nBusiness Line of Credit Credit Limit $15,000.00 Payment Due Date 04/15/25 Minimum Payment Due $310.00 New Balance $8,800.00',
    ],
    [
      'a checking statement summed in credits and debits, with its overdraft line',
      'Example Bank  Business Checking Statement\nStatement Period 03/01/2025 - 03/31/2025\nAccount Number: 000123456789\nPrevious Balance $5,000.00\nCredits $3,000.00\nDebits $4,512.33\nNew Balance $3,487.67\n03/04 ACH CREDIT STRIPE TRANSFER 3,000.00 8,000.00\n03/18 ACH DEBIT AUTOPAY 4,512.33 3,487.67\nOVERDRAFT LINE OF CREDIT Credit Line $5,000.00 Available Credit $5,000.00 Minimum Payment Due $0.00 Payment Due Date 04/25/25',
    ],
    [
      'a share savings statement with the member card',
      'Hometown Federal Credit Union  Statement Period 03/01/2025 - 03/31/2025\nRegular Share Savings  Account 000987\nPrevious Balance $1,000.00\nDividends $0.42\nNew Balance $1,250.42\n03/10 TRANSFER FROM CHECKING 250.00 1,250.00\n03/31 DIVIDEND 0.42 1,250.42\nVISA PLATINUM Credit Limit $5,000.00 New Balance $812.00 Minimum Payment Due $25.00 Payment Due Date 04/25/25',
    ],
  ])('keeps %s a bank statement', (_, text) => {
    expect(classifyDocument({ text, mime: 'application/pdf', pageCount: 1 }).document_type).toBe('bank_statement');
  });
});
