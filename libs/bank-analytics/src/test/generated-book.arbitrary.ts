import fc from 'fast-check';
import { Parsing } from '@uw/contracts';
import { NO_EXCLUSIONS, type BookAnalyticsInput, type PositionAnalyzer } from '../model/analytics-input.model';
import { account, statement, transaction } from './ledger.builders';

const TAGS = ['merchant_cash_advance', 'bank_loan', 'internal_transfer', 'nsf_overdraft', 'owner_transaction', 'bank_fee', 'payment_processor', 'reversal'];
const DESCRIPTIONS = ['DEPOSIT CUSTOMER', 'ACME CAPITAL ACH DEBIT', 'OVERDRAFT FEE', 'NSF FEE', 'STOP PAYMENT FEE', 'TRANSFER TO SAVINGS', 'STRIPE TRANSFER'];

export const noPositions: PositionAnalyzer = () => [];

/**
 * Books of 1 to 3 accounts and 1 to 4 monthly documents (January to April 2026); each document holds
 * some of the accounts over the whole month, with up to 12 transactions each of up to 5,000.00.
 */
export const generatedBook = fc
  .record({
    accountCount: fc.integer({ min: 1, max: 3 }),
    documents: fc.array(
      fc.record({
        accounts: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
        startingCents: fc.integer({ min: -200_000, max: 2_000_000 }),
        transactions: fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 28 }),
            cents: fc.integer({ min: 1, max: 500_000 }),
            credit: fc.boolean(),
            tags: fc.subarray(TAGS, { maxLength: 2 }),
            description: fc.constantFrom(...DESCRIPTIONS),
            account: fc.integer({ min: 0, max: 2 }),
          }),
          { maxLength: 12 },
        ),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    threshold: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
  })
  .map(({ accountCount, documents, threshold }): BookAnalyticsInput => {
    let id = 0;
    const statements: Parsing.ParsedStatement[] = [];
    const transactions: Parsing.ParsedTransaction[] = [];
    documents.forEach((document, index) => {
      const month = `2026-0${index + 1}`;
      const accounts = [...new Set(document.accounts.map((a) => ((a - 1) % accountCount) + 1))];
      for (const accountId of accounts) {
        const place = { document: `doc-${index + 1}`, account: accountId };
        const own = document.transactions.filter((t) => accounts[t.account % accounts.length] === accountId);
        const net = own.reduce((total, t) => total + (t.credit ? t.cents : -t.cents), 0);
        statements.push(statement(place, [`${month}-01`, `${month}-28`], [document.startingCents / 100, (document.startingCents + net) / 100]));
        for (const t of own) {
          const date = `${month}-${String(t.day).padStart(2, '0')}`;
          transactions.push(transaction(++id, place, date, t.description, (t.credit ? 1 : -1) * (t.cents / 100), t.tags));
        }
      }
    });
    return {
      documents: documents.map((_, index) => ({ document_id: `doc-${index + 1}`, document_name: `statement-${index + 1}.pdf`, document_type: 'bank_statement' })),
      ledger: Parsing.McaParserResult.parse({
        version: 1,
        accounts: Array.from({ length: accountCount }, (_, index) => account(index + 1, `Account ${index + 1}`, `****${index + 1}`, 'checking')),
        statements,
        transactions,
        business: { name: 'Generated LLC' },
        positions: [],
      }),
      exclusions: { ...NO_EXCLUSIONS, revenue_exclusion_tags: ['payment_processor'] },
      low_balance_threshold: threshold,
      screening_rules: [],
      loan_application: null,
      today: '2026-06-01',
    };
  });
