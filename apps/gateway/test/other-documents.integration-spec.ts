import {
  apiClient,
  buildScannedStatementPdf,
  buildStatementPageImages,
  buildStatementPdf,
  createTenant,
  expectEventually,
  multipartForm,
  type StatementSpec,
  startTestStack,
  statementEndingBalance,
  type TestStack,
} from '@uw/testing';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const STATEMENT: StatementSpec = {
  bank: 'First Example Bank',
  accountNumber: '****5566',
  businessName: 'Joe Pizza LLC',
  start: '2026-03-01',
  end: '2026-03-31',
  startingBalance: 4_000,
  rows: [
    { date: '2026-03-02', description: 'SQUARE INC DEPOSIT', amount: 1_520.4, direction: 'credit' },
    { date: '2026-03-03', description: 'KAPITUS SERVICING DEBIT', amount: 350, direction: 'debit' },
    { date: '2026-03-09', description: 'SQUARE INC DEPOSIT', amount: 2_210.15, direction: 'credit' },
    { date: '2026-03-10', description: 'KAPITUS SERVICING DEBIT', amount: 350, direction: 'debit' },
    { date: '2026-03-16', description: 'GUSTO PAYROLL', amount: 1_980, direction: 'debit' },
  ],
};

/** A Plaid asset report (the `/asset_report/get` response) of one checking account over two months. */
function assetReport() {
  const transactions = [
    ['t1', '2026-02-03', -1_200, 'STRIPE TRANSFER'],
    ['t2', '2026-02-10', 450, 'ONDECK CAPITAL PAYMENT'],
    ['t3', '2026-02-24', -980.5, 'STRIPE TRANSFER'],
    ['t4', '2026-03-03', 450, 'ONDECK CAPITAL PAYMENT'],
    ['t5', '2026-03-09', -1_430.25, 'STRIPE TRANSFER'],
  ].map(([id, date, amount, name]) => ({ transaction_id: id, account_id: 'acc-1', date, amount, name, original_description: name, pending: false }));
  return {
    report: {
      asset_report_id: 'report-1',
      date_generated: '2026-03-31T12:00:00Z',
      days_requested: 60,
      items: [
        {
          item_id: 'item-1',
          institution_name: 'Example Credit Union',
          accounts: [
            {
              account_id: 'acc-1',
              name: 'Business Checking',
              official_name: 'Business Checking',
              mask: '7788',
              type: 'depository',
              subtype: 'checking',
              balances: { current: 6_330.75, available: 6_330.75 },
              days_available: 60,
              historical_balances: [],
              transactions,
              owners: [{ names: ['Joe Pizza LLC'], addresses: [] }],
            },
          ],
        },
      ],
    },
    warnings: [],
  };
}

async function applicationPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  [
    'Business Funding Application',
    'Business Information',
    'Legal Business Name: Joe Pizza LLC',
    'DBA: Joe Pizza',
    'Federal Tax ID: 12-3456789',
    'Entity Type: LLC',
    'Industry: Restaurant',
    'Business Start Date: 03/15/2017',
    'Business Address: 12 Main Street, Albany, NY 12207',
    'Amount Requested: $75,000',
    'Average Monthly Sales: $42,000',
    'Owner Information',
    'Owner 1 Name: Joe Smith',
    'Title: Managing Member',
    '% Ownership: 100%',
    'Signature: ______________   Date: 03/20/2026',
  ].forEach((text, row) => page.drawText(text, { x: 50, y: 740 - row * 20, size: 11, font }));
  return Buffer.from(await pdf.save());
}

describe('scanned statements, bank-link reports and loan applications through the real stack', () => {
  let stack: TestStack;
  let client: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    stack = await startTestStack('other-documents');
    client = apiClient(stack.baseUrl, (await createTenant(stack.env, 'Acme Funding')).token);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function parsedBook(files: Array<{ name: string; data: Buffer }>) {
    const submitted = await client.multipart('/submit-book', multipartForm({ book_name: 'Joe Pizza LLC' }, files));
    expect(submitted.status).toBe(200);
    await expectEventually(async () => expect((await client.get(`/parse/${submitted.body.book_id}/parse-book-status`)).body.parse_status).toBe('completed'), 120_000, 250);
    const documents = (await client.get(`/documents/?book_id=${submitted.body.book_id}`)).body;
    return { id: submitted.body.book_id as string, book: (await client.get(`/books/${submitted.body.book_id}`)).body, documents };
  }

  it('reads an image-only statement by OCR, with the lower confidence recorded on the statement', async () => {
    const { book, documents } = await parsedBook([{ name: 'scan.pdf', data: await buildScannedStatementPdf(STATEMENT) }]);
    expect(documents[0]).toMatchObject({ document_type: 'bank_statement', document_status: 'completed', page_count: 1 });
    const ledger = book.book_meta.parser_v2_mca_result;
    expect(ledger.transactions.map((t: { amount: number; transaction_type: string }) => [t.amount, t.transaction_type])).toEqual(
      [...STATEMENT.rows].sort((a, b) => a.direction.localeCompare(b.direction) || a.date.localeCompare(b.date)).map((row) => [row.amount, row.direction]),
    );
    expect(ledger.statements[0].warnings[0]).toMatch(/^Read by OCR \(mean word confidence \d+\/100\)/);
    expect(ledger.statements[0].reconciliation.is_reconciled).toBe(true);
  });

  it('reads a statement sent as one image a page as one statement, which reconciles', async () => {
    // Enough rows for two pages: the beginning balance prints on the first image, the ending balance on the second.
    const rows = Array.from({ length: 42 }, (_, index) => STATEMENT.rows[index % STATEMENT.rows.length]).map((row, index) => ({
      ...row,
      date: `2026-03-${String(2 + Math.floor(index / 2)).padStart(2, '0')}`,
      amount: row.amount + index,
    }));
    const spec = { ...STATEMENT, rows };
    const pages = buildStatementPageImages(spec);
    expect(pages).toHaveLength(2);

    const { book, documents } = await parsedBook(pages.map((data, index) => ({ name: `page-${index + 1}.png`, data })));

    expect(documents.map((document: { original_filename: string }) => document.original_filename)).toEqual(['page-1.png', 'page-2.png']);
    for (const document of documents) expect(document).toMatchObject({ document_type: 'bank_statement', document_status: 'completed' });
    const ledger = book.book_meta.parser_v2_mca_result;
    expect(ledger.statements).toHaveLength(1);
    expect(ledger.statements[0]).toMatchObject({ document_id: documents[0].id, starting_balance: 4_000, ending_balance: statementEndingBalance(spec), reconciliation: { is_reconciled: true } });
    expect(ledger.statements[0].warnings).toContain('Read as one statement with the 1 page image uploaded after it (page-2.png): a statement photographed page by page');
    expect(ledger.transactions).toHaveLength(rows.length);
  });

  it('turns a bank-link asset report into the same ledger, under holy_mca, and analyses it', async () => {
    const report = Buffer.from(JSON.stringify(assetReport()));
    const { id, book, documents } = await parsedBook([{ name: 'assets.json', data: report }]);
    expect(documents[0]).toMatchObject({ document_type: 'banklink_asset_report', document_status: 'completed' });
    const holy = book.book_meta.parser_v2_banklink_result.holy_mca;
    expect(holy.accounts[0]).toMatchObject({ account_number: '****7788', bank_name: 'Example Credit Union' });
    expect(holy.transactions).toHaveLength(5);
    const analytics = (await client.get(`/books/${id}/analytics`)).body;
    expect(analytics.total_deposits).toBeCloseTo(1_200 + 980.5 + 1_430.25, 2);
    expect(analytics.total_withdrawals).toBeCloseTo(900, 2);
    expect(analytics.closing_balance).toBeCloseTo(6_330.75, 2);
  });

  it('reads a loan application into parser_v2_loan_application and uses it for screening', async () => {
    const { id, book, documents } = await parsedBook([
      { name: 'statement.pdf', data: await buildStatementPdf(STATEMENT) },
      { name: 'application.pdf', data: await applicationPdf() },
    ]);
    expect(documents.find((d: { original_filename: string }) => d.original_filename === 'application.pdf')).toMatchObject({ document_type: 'loan_application_form' });
    expect(book.book_meta.parser_v2_loan_application).toMatchObject({
      business_legal_name: 'Joe Pizza LLC',
      ein: '12-3456789',
      business_start_date: '2017-03-15',
      state_code: 'NY',
      requested_amount: 75_000,
      stated_monthly_revenue: 42_000,
      owners: [expect.objectContaining({ name: 'Joe Smith', ownership_pct: 100 })],
    });
    expect(book.book_meta.parser_v2_loan_application.owners[0].ssn_last4 ?? null).toBeNull();
    await client.put('/screening-rules', { rules: [{ target_type: 'state', target_value: 'NY', equation: { compare: '<=', left: { var: 'requested_loan_amount' }, right: 50_000 } }] });
    const analytics = (await client.get(`/books/${id}/analytics`)).body;
    expect(analytics.screening_metrics).toMatchObject({ requested_loan_amount: 75_000, state_code: 'NY', account_holder_ownership_percentage: 100 });
    expect(analytics.screening_metrics.time_in_business_in_days).toBeGreaterThan(365 * 8);
    expect(analytics.screening_result).toMatchObject({ result: 'REJECT' });
    expect(analytics.screening_result.resolved_rules[0].rule_after_substituting).toBe('75000 <= 50000');
  });
});
