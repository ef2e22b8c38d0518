import { apiClient, buildPdf, buildZip, createTenant, multipartForm, startTestStack, type TestStack, type TestTenant, withStackDatabase } from '@uw/testing';
import { createHmac } from 'node:crypto';

const SIGNING_SECRET = 'integration-test-signing-secret-0123456789';

describe('document uploads, ZIP expansion, limits and signed downloads', () => {
  let stack: TestStack;
  let acme: TestTenant;
  let rival: TestTenant;
  let client: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    stack = await startTestStack('documents-upload', {
      MAX_FILE_BYTES: String(200_000),
      MAX_FILES_PER_UPLOAD: '4',
      MAX_DOCUMENTS_PER_BOOK: '6',
      DOWNLOAD_SIGNING_SECRET: SIGNING_SECRET,
    });
    [acme, rival] = await Promise.all([createTenant(stack.env, 'Acme Funding'), createTenant(stack.env, 'Rival Capital')]);
    client = apiClient(stack.baseUrl, acme.token);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const newBook = async () => (await client.post('/books/', { name: 'Upload deal' })).body.id as string;

  const storedCounts = () =>
    withStackDatabase(stack, async (db) => ({
      documents: await db.collection('documents').countDocuments({}),
      files: await db.collection('files.files').countDocuments({}),
    }));

  it('expands a ZIP into its files: folders flattened, names kept, collisions numbered, junk skipped', async () => {
    const bookId = await newBook();
    const zip = await buildZip([
      { name: 'statements/2026/jan/statement.pdf', data: await buildPdf(2) },
      { name: 'statements/2026/feb/statement.pdf', data: await buildPdf(3) },
      { name: '__MACOSX/statements/._statement.pdf', data: Buffer.from('resource fork') },
      { name: 'notes.txt', data: Buffer.from('call the owner back') },
    ]);
    const response = await client.multipart(`/documents/?book_id=${bookId}`, multipartForm({}, [{ name: 'package.zip', data: zip }]));
    expect(response.status).toBe(200);
    const byName = Object.fromEntries(response.body.map((d: { original_filename: string }) => [d.original_filename, d]));
    expect(Object.keys(byName).sort()).toEqual(['notes.txt', 'statement (2).pdf', 'statement.pdf']);
    // Pages are counted by the parsing workers, off the upload path.
    expect(byName['statement.pdf']).toMatchObject({ uploaded_file_name: 'package.zip', mime_type: 'application/pdf', page_count: null, document_type: 'pending', document_status: 'new', book_id: bookId });
    expect(byName['statement (2).pdf'].mime_type).toBe('application/pdf');
    expect(byName['notes.txt'].mime_type).toMatch(/^text\/plain/);
  });

  it('detects the type from content, not the extension', async () => {
    const bookId = await newBook();
    const response = await client.multipart(`/documents/?book_id=${bookId}`, multipartForm({}, [{ name: 'scan.jpg', data: await buildPdf(1) }]));
    expect(response.body[0]).toMatchObject({ original_filename: 'scan.jpg', mime_type: 'application/pdf' });
  });

  it('returns every document of the Book after each upload and lists them', async () => {
    const bookId = await newBook();
    await client.multipart(`/documents/?book_id=${bookId}`, multipartForm({}, [{ name: 'a.pdf', data: await buildPdf(1) }]));
    const second = await client.multipart(`/documents/?book_id=${bookId}`, multipartForm({}, [{ name: 'b.pdf', data: await buildPdf(1) }]));
    expect(second.body.map((d: { original_filename: string }) => d.original_filename)).toEqual(['a.pdf', 'b.pdf']);
    const listed = await client.get(`/documents/?book_id=${bookId}`);
    expect(listed.body).toEqual(second.body);
    const one = await client.get(`/documents/${second.body[1].id}`);
    expect(one.body).toEqual(second.body[1]);
  });

  it.each([
    ['a file over the size limit', async () => [{ name: 'huge.pdf', data: Buffer.concat([await buildPdf(1), Buffer.alloc(250_000)]) }], 413, 'UPLOAD.FILE_TOO_LARGE', /200000 bytes/],
    ['more files than one upload allows', async () => Promise.all([1, 2, 3, 4, 5].map(async (i) => ({ name: `${i}.pdf`, data: await buildPdf(1) }))), 413, 'UPLOAD.TOO_MANY_FILES', /At most 4 files/],
    [
      'a ZIP that would exceed the documents per Book',
      async () => [{ name: 'many.zip', data: await buildZip(await Promise.all([1, 2, 3, 4, 5, 6, 7].map(async (i) => ({ name: `${i}.pdf`, data: await buildPdf(1) })))) }],
      422,
      'UPLOAD.ZIP_REFUSED',
      /6/,
    ],
  ])('refuses %s with the limit in the message and stores nothing', async (_label, files, status, code, message) => {
    const bookId = await newBook();
    const before = await storedCounts();
    const response = await client.multipart(`/documents/?book_id=${bookId}`, multipartForm({}, await files()));
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
    expect(response.body.detail).toMatch(message);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses an upload that would take a Book past its document limit, keeping what it had', async () => {
    const bookId = await newBook();
    const four = await Promise.all([1, 2, 3, 4].map(async (i) => ({ name: `${i}.pdf`, data: await buildPdf(1) })));
    expect((await client.multipart(`/documents/?book_id=${bookId}`, multipartForm({}, four))).status).toBe(200);
    const three = four.slice(0, 3);
    const refused = await client.multipart(`/documents/?book_id=${bookId}`, multipartForm({}, three));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'UPLOAD.TOO_MANY_DOCUMENTS', detail: expect.stringContaining('at most 6') });
    expect((await client.get(`/documents/?book_id=${bookId}`)).body).toHaveLength(4);
  });

  it('refuses uploads to another organization’s Book, a bad book_id and a wrongly named part', async () => {
    const bookId = await newBook();
    const rivalClient = apiClient(stack.baseUrl, rival.token);
    expect((await rivalClient.multipart(`/documents/?book_id=${bookId}`, multipartForm({}, [{ name: 'a.pdf', data: await buildPdf(1) }]))).status).toBe(404);
    expect((await rivalClient.get(`/documents/?book_id=${bookId}`)).status).toBe(404);
    expect((await client.multipart('/documents/?book_id=nope', multipartForm({}, [{ name: 'a.pdf', data: await buildPdf(1) }]))).status).toBe(422);
    const wrongPart = await client.multipart(`/documents/?book_id=${bookId}`, multipartForm({}, [{ name: 'a.pdf', data: await buildPdf(1), field: 'file' }]));
    expect(wrongPart.status).toBe(422);
    expect(wrongPart.body.detail).toContain('"files"');
  });

  describe('signed downloads', () => {
    let documentId: string;
    let original: Buffer;

    beforeAll(async () => {
      const bookId = await newBook();
      original = await buildPdf(2, { kind: 'plain', title: 'Download me' });
      const upload = await client.multipart(`/documents/?book_id=${bookId}`, multipartForm({}, [{ name: 'april statement.pdf', data: original }]));
      documentId = upload.body[0].id;
    });

    const sign = (claim: object) => {
      const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
      return `${payload}.${createHmac('sha256', SIGNING_SECRET).update(payload).digest('base64url')}`;
    };

    it('gives a link valid for one hour that serves the original bytes without a token', async () => {
      const issuedAt = Date.now();
      const link = await client.get(`/documents/${documentId}/download`);
      expect(link.status).toBe(200);
      const lifetime = Date.parse(link.body.expires_at) - issuedAt;
      expect(lifetime).toBeGreaterThan(3_590_000);
      expect(lifetime).toBeLessThanOrEqual(3_601_000);
      const file = await fetch(link.body.download_url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toContain('april statement.pdf');
      expect(Buffer.from(await file.arrayBuffer()).equals(original)).toBe(true);
    });

    it('refuses a tampered link with 403 and an expired one with 410', async () => {
      const link = (await client.get(`/documents/${documentId}/download`)).body.download_url as string;
      const token = link.slice(link.lastIndexOf('/') + 1);
      const [payload, mac] = token.split('.');
      const claim = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = `${Buffer.from(JSON.stringify({ ...claim, exp: claim.exp + 86_400 })).toString('base64url')}.${mac}`;
      const tampered = await fetch(link.replace(token, forged));
      expect(tampered.status).toBe(403);
      expect(((await tampered.json()) as { code: string }).code).toBe('DOWNLOAD.LINK_INVALID');

      const expired = await fetch(link.replace(token, sign({ ...claim, exp: Math.floor(Date.now() / 1000) - 1 })));
      expect(expired.status).toBe(410);
      expect(((await expired.json()) as { code: string }).code).toBe('DOWNLOAD.LINK_EXPIRED');
    });

    it('does not sign links for another organization’s document', async () => {
      const response = await apiClient(stack.baseUrl, rival.token).get(`/documents/${documentId}/download`);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('DOCUMENT.NOT_FOUND');
    });
  });
});
