import {
  adminCli,
  apiClient,
  buildPdf,
  buildTruncatedPdf,
  createTenant,
  expectEventually,
  multipartForm,
  startTestStack,
  type TestStack,
  type TestTenant,
  withStackDatabase,
} from '@uw/testing';

/** Every parse run waits this long first, so a Book can be observed (and stopped) while processing. */
const PARSE_DELAY_MS = 1_500;

describe('the parse lifecycle through HTTP, NATS, JetStream and the database', () => {
  let stack: TestStack;
  let acme: TestTenant;
  let rival: TestTenant;
  let client: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    stack = await startTestStack('parse-lifecycle', { PARSE_DEBUG_DELAY_MS: String(PARSE_DELAY_MS) });
    [acme, rival] = await Promise.all([createTenant(stack.env, 'Acme Funding'), createTenant(stack.env, 'Rival Capital')]);
    client = apiClient(stack.baseUrl, acme.token);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const status = async (bookId: string) => (await client.get(`/parse/${bookId}/parse-book-status`)).body;
  const waitForStatus = (bookId: string, expected: string) =>
    expectEventually(async () => {
      const current = await status(bookId);
      expect(current.parse_status).toBe(expected);
      return current;
    }, 20_000, 100);

  async function bookWithDocuments(): Promise<string> {
    const book = await client.post('/books/', { name: 'Lifecycle deal' });
    const upload = await client.multipart(`/documents/?book_id=${book.body.id}`, multipartForm({}, [{ name: 'march.pdf', data: await buildPdf(2) }]));
    expect(upload.status).toBe(200);
    return book.body.id;
  }

  it('submit-book answers processing at once, then completes; a corrupt file fails alone with a reason', async () => {
    const form = multipartForm({ book_name: 'Joe’s Pizza LLC', description: 'renewal' }, [
      { name: 'good.pdf', data: await buildPdf(3) },
      { name: 'broken.pdf', data: await buildTruncatedPdf() },
    ]);
    const submitted = await client.multipart('/submit-book', form);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ book_id: expect.any(String), status: 'processing', message: expect.stringContaining('2 documents') });
    expect((await client.get(`/books/${submitted.body.book_id}`)).body.parse_status).toBe('processing');

    const done = await waitForStatus(submitted.body.book_id, 'completed');
    expect(done.document_counts).toMatchObject({ completed: 1, failed: 1, processing: 0, new: 0 });
    expect(done.parse_status_message).toBe('2 documents processed: 1 completed, 1 failed');
    const book = (await client.get(`/books/${submitted.body.book_id}`)).body;
    expect(book).toMatchObject({ name: 'Joe’s Pizza LLC', description: 'renewal', parse_status: 'completed' });
    expect(Date.parse(book.last_parsed_at)).not.toBeNaN();

    const documents = (await client.get(`/documents/?book_id=${submitted.body.book_id}`)).body;
    const good = documents.find((d: { original_filename: string }) => d.original_filename === 'good.pdf');
    const broken = documents.find((d: { original_filename: string }) => d.original_filename === 'broken.pdf');
    expect(good).toMatchObject({ document_type: 'bank_statement', document_status: 'completed', mime_type: 'application/pdf', page_count: 3 });
    expect(broken).toMatchObject({ document_status: 'failed', page_count: null });
    expect(broken.document_meta.failure_reason).toMatch(/Unreadable PDF/);
  });

  it('stores the ledgers it read as parser_v2_mca_result, with transaction ids unique within the Book', async () => {
    const statement = await buildPdf(1);
    const submitted = await client.multipart('/submit-book', multipartForm({ book_name: 'Ledger deal' }, [
      { name: 'march.pdf', data: statement },
      { name: 'march-copy.pdf', data: statement },
    ]));
    await waitForStatus(submitted.body.book_id, 'completed');
    const result = (await client.get(`/books/${submitted.body.book_id}`)).body.book_meta.parser_v2_mca_result;
    expect(result.accounts).toEqual([expect.objectContaining({ account_id: 1, account_number: '****1234' })]);
    expect(result.statements).toHaveLength(2);
    expect(result.statements.every((s: { reconciliation: { is_reconciled: boolean } }) => s.reconciliation.is_reconciled)).toBe(true);
    expect(result.transactions.map((t: { transaction_id: number }) => t.transaction_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(result.transactions[0]).toMatchObject({ transaction_date: '2026-03-02', amount: 2310.55, transaction_type: 'credit', account_id: 1 });
  });

  it('new -> processing -> completed, refuses a second start while processing, and re-parses from completed', async () => {
    const bookId = await bookWithDocuments();
    expect((await status(bookId)).parse_status).toBe('new');

    const first = await client.post(`/parse/${bookId}/parse-book`);
    expect(first.status).toBe(200);
    expect(first.body.parse_job_id).toEqual(expect.any(String));
    const again = await client.post(`/parse/${bookId}/parse-book`);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('BOOK.ALREADY_PROCESSING');

    const completed = await waitForStatus(bookId, 'completed');
    expect(completed.parse_job_id).toBe(first.body.parse_job_id);

    const reparse = await client.post(`/parse/${bookId}/parse-book`);
    expect(reparse.status).toBe(200);
    expect(reparse.body.parse_job_id).not.toBe(first.body.parse_job_id);
    expect((await status(bookId)).parse_status).toBe('processing');
    const second = await waitForStatus(bookId, 'completed');
    expect(second.parse_job_id).toBe(reparse.body.parse_job_id);
  });

  it('lets exactly one of 12 concurrent starts win', async () => {
    const bookId = await bookWithDocuments();
    const answers = await Promise.all(Array.from({ length: 12 }, () => client.post(`/parse/${bookId}/parse-book`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(11);
    const winner = answers.find((a) => a.status === 200)!.body.parse_job_id;
    expect((await waitForStatus(bookId, 'completed')).parse_job_id).toBe(winner);
  });

  it('stops a running parse, drops the cancelled run’s late result, and parses again from cancelled', async () => {
    const bookId = await bookWithDocuments();
    expect((await client.post(`/parse/${bookId}/stop-parse`)).body).toEqual({ message: 'No active parse' });

    const started = await client.post(`/parse/${bookId}/parse-book`);
    const stopped = await client.post(`/parse/${bookId}/stop-parse`);
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ message: 'Parse cancelled' });
    const cancelled = await status(bookId);
    expect(cancelled).toMatchObject({ parse_status: 'cancelled', parse_status_message: 'Parse cancelled', parse_job_id: started.body.parse_job_id });
    // The unfinished document is failed by the stop, or, where the worker's mark of it as processing landed over the
    // stop's (the local store's multi-document updates are not atomic), by the run when it sees itself stopped.
    await expectEventually(async () => expect((await status(bookId)).document_counts).toMatchObject({ failed: 1, processing: 0 }), 10_000, 100);
    expect((await client.post(`/parse/${bookId}/stop-parse`)).body).toEqual({ message: 'No active parse' });

    // The cancelled run is still in a worker; its result must not complete the new run early or at all.
    const restarted = await client.post(`/parse/${bookId}/parse-book`);
    expect(restarted.status).toBe(200);
    const completed = await waitForStatus(bookId, 'completed');
    expect(completed.parse_job_id).toBe(restarted.body.parse_job_id);
    expect(completed.document_counts).toMatchObject({ completed: 1, failed: 0 });
  });

  it('replaces the whole book_meta on a re-parse', async () => {
    const bookId = await bookWithDocuments();
    await client.post(`/parse/${bookId}/parse-book`);
    await waitForStatus(bookId, 'completed');
    // An underwriter's exclusions live in book_meta; edit endpoints land with their issue, so set one directly.
    await withStackDatabase(stack, (db) =>
      db.collection('books').updateOne({ _id: bookId as never }, { $set: { 'book_meta.excluded_account_ids': [2], 'book_meta.revenue_exclusion_tags': ['owner_transaction'] } }),
    );
    await client.post(`/parse/${bookId}/parse-book`);
    await waitForStatus(bookId, 'completed');
    expect((await client.get(`/books/${bookId}`)).body.book_meta).toMatchObject({ excluded_account_ids: [], revenue_exclusion_tags: [] });
  });

  it('lists every Book of the organization, and only those, in the statuses view', async () => {
    const mine = await client.post('/books/', { name: 'Listed' });
    const theirs = await apiClient(stack.baseUrl, rival.token).post('/books/', { name: 'Hidden' });
    const listed = (await client.get('/parse/books/statuses')).body.books.map((b: { book_id: string }) => b.book_id);
    expect(listed).toContain(mine.body.id);
    expect(listed).not.toContain(theirs.body.id);
  });

  it('answers 404 for another organization’s Book on every parse endpoint', async () => {
    const bookId = await bookWithDocuments();
    const rivalClient = apiClient(stack.baseUrl, rival.token);
    expect((await rivalClient.post(`/parse/${bookId}/parse-book`)).status).toBe(404);
    expect((await rivalClient.post(`/parse/${bookId}/stop-parse`)).status).toBe(404);
    expect((await rivalClient.get(`/parse/${bookId}/parse-book-status`)).status).toBe(404);
    expect((await status(bookId)).parse_status).toBe('new');
  });

  describe('submit-book refusals store nothing', () => {
    const storedCounts = () =>
      withStackDatabase(stack, async (db) => ({
        books: await db.collection('books').countDocuments({}),
        files: await db.collection('files.files').countDocuments({}),
      }));

    it.each([
      ['a missing book_name', {}, 'REQUEST.VALIDATION_FAILED', 422, 'book_name'],
      ['an http webhook_url', { book_name: 'X', webhook_url: 'http://crm.example.com/hook' }, 'REQUEST.VALIDATION_FAILED', 422, 'webhook_url'],
      ['a webhook_url on a private address', { book_name: 'X', webhook_url: 'https://127.0.0.1/hook' }, 'WEBHOOK.URL_REFUSED', 422, 'webhook_url'],
      ['an unknown field', { book_name: 'X', colour: 'red' }, 'REQUEST.VALIDATION_FAILED', 422, 'colour'],
    ])('refuses %s', async (_label, fields, code, httpStatus, path) => {
      const before = await storedCounts();
      const response = await client.multipart('/submit-book', multipartForm(fields as Record<string, string>, [{ name: 'a.pdf', data: await buildPdf(1) }]));
      expect(response.status).toBe(httpStatus);
      expect(response.body.code).toBe(code);
      expect(response.body.errors.map((e: { path: string }) => e.path)).toContain(path);
      expect(await storedCounts()).toEqual(before);
    });

    it('refuses a submission without files, a JSON body, and a read-only token', async () => {
      const noFiles = await client.multipart('/submit-book', multipartForm({ book_name: 'X' }, []));
      expect(noFiles.status).toBe(422);
      expect(noFiles.body.code).toBe('UPLOAD.NO_FILES');
      const json = await client.post('/submit-book', { book_name: 'X' });
      expect(json.status).toBe(415);
      const readOnly = await createTenant(stack.env, 'Viewer', 'read_only');
      const forbidden = await apiClient(stack.baseUrl, readOnly.token).multipart('/submit-book', multipartForm({ book_name: 'X' }, [{ name: 'a.pdf', data: await buildPdf(1) }]));
      expect(forbidden.status).toBe(403);
    });
  });

  describe('organization usage limits', () => {
    it('answers 403 at parse-book once the monthly parses are used up', async () => {
      const limited = await createTenant(stack.env, 'One Parse Funding');
      await adminCli(stack.env, ['set-limits', '--org', limited.org_id, '--parses', '1']);
      const limitedClient = apiClient(stack.baseUrl, limited.token);
      const book = await limitedClient.post('/books/', { name: 'Limited' });
      await limitedClient.multipart(`/documents/?book_id=${book.body.id}`, multipartForm({}, [{ name: 'a.pdf', data: await buildPdf(1) }]));
      expect((await limitedClient.post(`/parse/${book.body.id}/parse-book`)).status).toBe(200);
      await expectEventually(async () => expect((await limitedClient.get(`/parse/${book.body.id}/parse-book-status`)).body.parse_status).toBe('completed'), 20_000, 100);
      const refused = await limitedClient.post(`/parse/${book.body.id}/parse-book`);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'ORG.USAGE_LIMIT', detail: 'Monthly parse limit of 1 parses reached for this organization' });
      expect((await limitedClient.get(`/parse/${book.body.id}/parse-book-status`)).body.parse_status).toBe('completed');

      // After submit-book has answered, the same limit fails the Book with the reason.
      const submitted = await limitedClient.multipart('/submit-book', multipartForm({ book_name: 'Over limit' }, [{ name: 'a.pdf', data: await buildPdf(1) }]));
      expect(submitted.body.status).toBe('processing');
      const failed = await expectEventually(async () => {
        const current = (await limitedClient.get(`/parse/${submitted.body.book_id}/parse-book-status`)).body;
        expect(current.parse_status).toBe('failed');
        return current;
      }, 20_000, 100);
      expect(failed.parse_status_message).toBe('Monthly parse limit of 1 parses reached for this organization');
    });

    it('fails a Book whose pages would pass the monthly page limit', async () => {
      const limited = await createTenant(stack.env, 'Few Pages Funding');
      await adminCli(stack.env, ['set-limits', '--org', limited.org_id, '--pages', '4']);
      const limitedClient = apiClient(stack.baseUrl, limited.token);
      const small = await limitedClient.multipart('/submit-book', multipartForm({ book_name: 'Small' }, [{ name: 'a.pdf', data: await buildPdf(3) }]));
      const big = async () => {
        const submitted = await limitedClient.multipart('/submit-book', multipartForm({ book_name: 'Big' }, [{ name: 'b.pdf', data: await buildPdf(2) }]));
        return submitted.body.book_id as string;
      };
      await expectEventually(async () => expect((await limitedClient.get(`/parse/${small.body.book_id}/parse-book-status`)).body.parse_status).toBe('completed'), 20_000, 100);
      const bigId = await big();
      const failed = await expectEventually(async () => {
        const current = (await limitedClient.get(`/parse/${bigId}/parse-book-status`)).body;
        expect(current.parse_status).toBe('failed');
        return current;
      }, 20_000, 100);
      expect(failed.parse_status_message).toBe('Monthly page limit of 4 pages reached for this organization; this Book has 2 pages');
    });
  });
});
