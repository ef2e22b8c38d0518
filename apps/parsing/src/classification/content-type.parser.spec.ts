import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPdf, buildTruncatedPdf } from '@uw/testing';
import { PDFDocument, popGraphicsState, pushGraphicsState, setTextRenderingMode, StandardFonts, TextRenderingMode } from 'pdf-lib';
import { bentHeadingsReason, ContentTypeParser, fadedTableReason, scannedLedgerNote } from './content-type.parser';

describe('ContentTypeParser', () => {
  const parser = new ContentTypeParser();
  afterAll(() => parser.onApplicationShutdown());
  const parse = (data: Buffer) => parser.parse({ document_id: 'd', filename: 'f', data });

  it('classifies a bank statement from its text, counts its pages and reads its ledger', async () => {
    const outcome = await parse(await buildPdf(1));
    expect(outcome).toMatchObject({ document_type: 'bank_statement', document_status: 'completed', failure_reason: null, page_count: 1 });
    expect(outcome.bank_statement).toMatchObject({
      statement_start_date: '2026-03-01',
      statement_end_date: '2026-03-31',
      starting_balance: 12450.1,
      ending_balance: 15705.65,
      reconciliation: { is_reconciled: true },
    });
    expect(outcome.bank_statement!.transactions.map((t) => [t.date, t.direction, t.amount])).toEqual([
      ['2026-03-02', 'credit', 2310.55],
      ['2026-03-05', 'credit', 1845],
      ['2026-03-06', 'debit', 450],
      ['2026-03-09', 'debit', 450],
    ]);
  });

  it('leaves other documents without a ledger', async () => {
    expect((await parse(await buildPdf(1, { kind: 'plain', title: 'Form 1040 U.S. Individual Income Tax Return Department of the Treasury Internal Revenue Service' }))).bank_statement).toBeUndefined();
  });

  it('fails a PDF that says nothing classifiable, with the reason', async () => {
    const outcome = await parse(await buildPdf(4, { kind: 'plain', title: 'Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor' }));
    expect(outcome).toMatchObject({ document_type: 'unsupported_file', document_status: 'failed', page_count: 4 });
    expect(outcome.failure_reason).toMatch(/^Could not classify/);
  });

  it('fails a scan whose print is too faint to read with that reason, not as an unknown type', async () => {
    // One page of a synthetic statement scanned bilevel with light thin print: the threshold left dashes of its strokes.
    const outcome = await parse(readFileSync(join(__dirname, 'fixtures', 'faint-scan.pdf')));
    expect(outcome).toMatchObject({ document_type: 'unsupported_file', document_status: 'failed', page_count: 1 });
    expect(outcome.failure_reason).toMatch(/^The scan is too faint or damaged to read \(OCR mean word confidence \d+\/100\): ask for a clearer copy$/);
  }, 60_000);

  it('fails a scan whose rows faded past reading, its headings read, with that reason', async () => {
    // A page of a synthetic statement whose body print the scan thresholded away: only the bank's name and the table heading read, confidently.
    const outcome = await parse(readFileSync(join(__dirname, 'fixtures', 'faded-rows-scan.pdf')));
    expect(outcome).toMatchObject({ document_type: 'unsupported_file', document_status: 'failed', page_count: 1 });
    expect(outcome.failure_reason).toMatch(/^The scan is too faint to read: OCR read a transaction table's heading but only \d+ words on 1 page\(s\), none of its rows; ask for a clearer copy$/);
  }, 60_000);

  it('reads a scanned statement that does not reconcile again with the second OCR model, and keeps the reading that reconciles', async () => {
    // M&T's public sample statement (3 pages) scanned grey at 200 dpi, laid 0.8 degrees askew on the glass (a JPEG at
    // quality 40): the first model misreads its rows so that the balances do not add up; the second reads every row.
    const scan = readFileSync(join(__dirname, 'fixtures', 'askew-rescan.pdf'));
    const outcome = await parse(scan);
    expect(outcome).toMatchObject({ document_type: 'bank_statement', document_status: 'completed', page_count: 3 });
    expect(outcome.bank_statement).toMatchObject({ starting_balance: 603.21, ending_balance: 13534.67, reconciliation: { is_reconciled: true } });
    expect(outcome.bank_statement!.transactions).toHaveLength(60);
    expect(outcome.bank_statement!.warnings[0]).toMatch(/^Read a second time with another OCR model: the first reading did not reconcile \(Starting balance plus credits minus debits is off the printed ending balance by -?\d+\.\d{2}.*\); this one does/);
    // The statement's own first and last rows, as printed.
    expect(outcome.bank_statement!.transactions[0]).toMatchObject({ date: '2024-12-02', amount: 50000, direction: 'credit' });
    expect(outcome.bank_statement!.transactions.filter((row) => row.date === '2024-12-16' && row.amount === 625)).toHaveLength(1);
    // Two readings of three pages: some two minutes under jest (docs/ocr.md, Session 28), a bound for a hang here.
  }, 600_000);

  it("reads by OCR a scanned statement whose invisible text layer no person could read (a scanner's failed OCR), and says so", async () => {
    // The committed synthetic scan of a national bank's statement (2 pages, 55 rows), with an invisible text layer
    // of letters that mean nothing laid over each page, as a scanner that failed its OCR leaves one.
    const outcome = await parse(await withGibberishTextLayer(readFileSync(SCANNED_STATEMENT)));
    expect(outcome).toMatchObject({ document_type: 'bank_statement', document_status: 'completed', page_count: 2 });
    expect(outcome.bank_statement).toMatchObject({ reconciliation: { is_reconciled: true } });
    expect(outcome.bank_statement!.transactions).toHaveLength(55);
    expect(outcome.bank_statement!.warnings[0]).toMatch(/^The PDF's text layer is unreadable \(\d+ % of its words are English words\); read by OCR from the page images instead$/);
  }, 600_000);

  it('reads by OCR a text PDF whose fonts map their glyphs to no characters (its layer is glyph codes), and says so', async () => {
    // A synthetic statement (tools/statement-corpus, `--unmapped-fonts`: 2 pages, 96 rows) drawn in embedded subset fonts
    // without a ToUnicode map, as some print streams embed them: the pages show the print, the text layer reads `!"#$%`.
    const outcome = await parse(readFileSync(join(__dirname, 'fixtures', 'unmapped-fonts-statement.pdf')));
    expect(outcome).toMatchObject({ document_type: 'bank_statement', document_status: 'completed', page_count: 2 });
    expect(outcome.bank_statement).toMatchObject({ starting_balance: 20390.15, ending_balance: 126682.33, reconciliation: { is_reconciled: true } });
    expect(outcome.bank_statement!.transactions).toHaveLength(96);
    expect(outcome.bank_statement!.transactions[0]).toMatchObject({ date: '2024-04-01', amount: 791.04, direction: 'debit' });
    expect(outcome.bank_statement!.warnings[0]).toBe("The PDF's text layer is unreadable (its fonts map their glyphs to no characters); read by OCR from the page images instead");
  }, 600_000);

  it("reads a searchable scan whose scanner's OCR layer does not reconcile as printed again as the OCR text it is, and keeps that reading", async () => {
    // The same scan with our own first OCR reading of it laid over each page as a scanner lays its text layer: read as a
    // text PDF its damaged points (`$3.299.86`) leave the starting balance and five rows unread; read as OCR text, all 55 and reconciled.
    const layer = readFileSync(join(__dirname, 'fixtures', 'national-sectioned-06000.scanner-layer.txt'), 'utf8').split(/=== page \d+\n/).filter(Boolean).map((page) => page.trimEnd().split('\n'));
    const outcome = await parse(await withInvisibleText(readFileSync(SCANNED_STATEMENT), layer));
    expect(outcome).toMatchObject({ document_type: 'bank_statement', document_status: 'completed', page_count: 2 });
    expect(outcome.bank_statement).toMatchObject({ starting_balance: 3299.86, ending_balance: 11964.39, reconciliation: { is_reconciled: true } });
    expect(outcome.bank_statement!.transactions).toHaveLength(55);
    expect(outcome.bank_statement!.warnings[0]).toBe("Read from the scan's own text layer (a scanner's OCR), with OCR's misreadings mended: check amounts against the image");
  }, 120_000);

  it('says a scan faded only where a table heading read without any dated money line under it', () => {
    expect(fadedTableReason(['PRAIRIE STATE BANK\nCOMMERCIAL CHECKING\nACCOUNT ACTIVITY\nDATE  DESCRIPTION  AMOUNT  BALANCE'])).toMatch(/^The scan is too faint to read/);
    // A short document that read whole: a receipt, a wire confirmation.
    expect(fadedTableReason(['ACME PLUMBING SUPPLY\nRECEIPT\nDATE  AMOUNT\n03/14/2025  $412.50\nPAID BY CHECK 1043\nTHANK YOU'])).toBeNull();
    expect(fadedTableReason(['WIRE TRANSFER CONFIRMATION\nDate  Amount  Beneficiary\n05/02/2025  $25,000.00  KAPITUS LLC'])).toBeNull();
  });

  it('says a scan is too damaged where it read a table of amounts but no heading to classify it by', () => {
    // Held-out seed 223's bilevel statement: its rows read, its period and balance headings bent (`Sratement`, `Ralance`).
    const rows = Array.from({ length: 12 }, (_, at) => `23 ${String(at + 1).padStart(2, '0')}  WORLDPAY TRANSFER 54025${at} GOLDEN STATE ROOFING LLC  231.10 CK  8,029.63 CR`);
    const page = ['Gulf Coast Bank  Sratement  Period  03  01  2025  03  31  2025', 'Ralance  last  Statemant  7,.62.01  CR', 'Date  Description  Amount  Balance', ...rows].join('\n');
    expect(bentHeadingsReason([page])).toMatch(/^The scan is too damaged to read: OCR read a table of 13 lines with amounts but not the headings/);
    // A receipt or a wire confirmation is no table of rows; a page without a table heading is no statement's.
    expect(bentHeadingsReason(['ACME PLUMBING SUPPLY\nRECEIPT\nDATE  AMOUNT\n03/14/2025  $412.50'])).toBeNull();
    expect(bentHeadingsReason([rows.join('\n')])).toBeNull();
  });

  it('heads a scanned ledger with how sure OCR was, and asks for a clearer copy where it could barely read', () => {
    expect(scannedLedgerNote(88.4)).toBe('Read by OCR (mean word confidence 88/100); check amounts against the image');
    expect(scannedLedgerNote(34.5)).toBe('The scan is too faint or damaged to read (OCR mean word confidence 35/100): ask for a clearer copy; what was read is below and may be wrong');
    // 50 to 60: scans there read nothing right in development (a faint regional scan at 50.1 read 0 of 100 rows).
    expect(scannedLedgerNote(55)).toMatch(/^The scan is too faint or damaged to read \(OCR mean word confidence 55\/100\)/);
    expect(scannedLedgerNote(72.9)).toMatch(/^Read by OCR/);
  });

  it('fails a truncated PDF with a reason', async () => {
    const outcome = await parse(await buildTruncatedPdf());
    expect(outcome).toMatchObject({ document_status: 'failed', page_count: null });
    expect(outcome.failure_reason).toMatch(/^Unreadable PDF/);
  });

  it('fails unknown bytes as unsupported', async () => {
    expect(await parse(Buffer.from([0x00, 0x01, 0x02, 0xff]))).toMatchObject({ document_type: 'unsupported_file', document_status: 'failed' });
  });
});

/** `pdf` with lines of letters that mean nothing drawn invisibly over each page. */
async function withGibberishTextLayer(pdf: Buffer): Promise<Buffer> {
  const gibberish = (line: number) => Array.from({ length: 8 }, (_, word) => 'QXZJKVWPRTHMNB'.slice((line + word) % 7, ((line + word) % 7) + 4 + (word % 3))).join(' ');
  const page = Array.from({ length: 50 }, (_, line) => `${gibberish(line)}  ${(line * 37.11).toFixed(2)}`);
  return withInvisibleText(pdf, [page, page]);
}

/** `pdf` with the given lines drawn over each page in invisible text (rendering mode 3), as a scanner lays its OCR; cells two spaces apart. */
async function withInvisibleText(pdf: Buffer, pages: readonly string[][]): Promise<Buffer> {
  const document = await PDFDocument.load(pdf);
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.getPages().forEach((page, index) => {
    page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
    (pages[index] ?? []).forEach((line, row) => {
      let x = 36;
      for (const cell of line.split(/\s{2,}/)) {
        page.drawText(cell, { x, y: 750 - row * 14, size: 9, font });
        x += font.widthOfTextAtSize(cell, 9) + 24;
      }
    });
    page.pushOperators(popGraphicsState());
  });
  return Buffer.from(await document.save());
}

const SCANNED_STATEMENT = join(__dirname, '..', '..', '..', '..', 'corpus', 'synthetic-scanned', 'national-sectioned-06000.pdf');
