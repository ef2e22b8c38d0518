import { apiClient, buildPdf, createTenant, expectEventually, multipartForm, startTestStack, type TestStack } from '@uw/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Fault test: a parsing worker is killed (SIGKILL) in the middle of a job. The job was never
 * acknowledged, so JetStream redelivers it to the second worker and the Book still completes.
 */
describe('a parsing worker killed mid-job', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack('parse-worker-fault', { PARSE_DEBUG_DELAY_MS: '3000', PARSE_ACK_WAIT_MS: '1500', LOG_LEVEL: 'info' }, { parsing: 2 });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const log = (name: string) => {
    try {
      return readFileSync(path.join(stack.logDir, `${name}.log`), 'utf8');
    } catch {
      return '';
    }
  };

  it('loses nothing: the job finishes on the other worker', async () => {
    const tenant = await createTenant(stack.env, 'Fault Funding');
    const client = apiClient(stack.baseUrl, tenant.token);
    const files = await Promise.all([1, 2, 3].map(async (i) => ({ name: `statement-${i}.pdf`, data: await buildPdf(i) })));
    const submitted = await client.multipart('/submit-book', multipartForm({ book_name: 'Fault deal' }, files));
    const bookId = submitted.body.book_id as string;
    const started = (name: string) => log(name).split('\n').some((line) => line.includes('parse job started') && line.includes(bookId));

    const victim = await expectEventually(() => {
      const name = ['parsing', 'parsing-1'].find(started);
      expect(name).toBeDefined();
      return name!;
    }, 10_000, 20);
    const survivor = victim === 'parsing' ? 'parsing-1' : 'parsing';
    stack.processes.find((p) => p.name === victim)!.child.kill('SIGKILL');

    const finished = await expectEventually(async () => {
      const status = (await client.get(`/parse/${bookId}/parse-book-status`)).body;
      expect(status.parse_status).toBe('completed');
      return status;
    }, 30_000, 200);
    expect(finished.document_counts).toMatchObject({ completed: 3, failed: 0, processing: 0 });
    expect(log(victim)).not.toMatch(new RegExp(`parse job finished.*${bookId}|${bookId}.*parse job finished`));
    // The survivor logs "finished" once the documents service has replied, which can be just after the
    // status poll above already saw the stored outcome: wait for the line rather than race it.
    await expectEventually(() => {
      expect(log(survivor).split('\n').some((line) => line.includes('parse job finished') && line.includes(bookId) && line.includes('"attempt":2'))).toBe(true);
    }, 5_000, 50);
  });
});

describe('a parse that keeps dying, and one that hangs', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack(
      'parse-worker-limits',
      { PARSE_DEBUG_DELAY_MS: '2500', PARSE_ACK_WAIT_MS: '1000', PARSE_MAX_ATTEMPTS: '1', LOG_LEVEL: 'info' },
      { parsing: 2 },
    );
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('fails the Book with a reason once its attempts are used up', async () => {
    const tenant = await createTenant(stack.env, 'Crash Funding');
    const client = apiClient(stack.baseUrl, tenant.token);
    const submitted = await client.multipart('/submit-book', multipartForm({ book_name: 'Crash deal' }, [{ name: 'a.pdf', data: await buildPdf(1) }]));
    const bookId = submitted.body.book_id as string;
    const victim = await expectEventually(() => {
      const name = ['parsing', 'parsing-1'].find((n) =>
        readFileSync(path.join(stack.logDir, `${n}.log`), 'utf8').split('\n').some((l) => l.includes('parse job started') && l.includes(bookId)),
      );
      expect(name).toBeDefined();
      return name!;
    }, 10_000, 20);
    stack.processes.find((p) => p.name === victim)!.child.kill('SIGKILL');

    const failed = await expectEventually(async () => {
      const status = (await client.get(`/parse/${bookId}/parse-book-status`)).body;
      expect(status.parse_status).toBe('failed');
      return status;
    }, 30_000, 200);
    expect(failed.parse_status_message).toMatch(/^Parse failed after 1 attempts/);
    expect(failed.document_counts).toMatchObject({ failed: 1, processing: 0 });
  });
});

describe('a parse past its time limit', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack('parse-timeout', { PARSE_DEBUG_DELAY_MS: '5000', PARSE_JOB_TIMEOUT_MS: '800' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('fails the Book with the limit in the message', async () => {
    const tenant = await createTenant(stack.env, 'Slow Funding');
    const client = apiClient(stack.baseUrl, tenant.token);
    const submitted = await client.multipart('/submit-book', multipartForm({ book_name: 'Slow deal' }, [{ name: 'a.pdf', data: await buildPdf(1) }]));
    const failed = await expectEventually(async () => {
      const status = (await client.get(`/parse/${submitted.body.book_id}/parse-book-status`)).body;
      expect(status.parse_status).toBe('failed');
      return status;
    }, 20_000, 100);
    expect(failed.parse_status_message).toBe('Parse exceeded its time limit of 1 s');
    expect(failed.document_counts.failed).toBe(1);

    // failed -> processing: a failed Book can be parsed again.
    const again = await client.post(`/parse/${submitted.body.book_id}/parse-book`);
    expect(again.status).toBe(200);
    expect((await client.get(`/parse/${submitted.body.book_id}/parse-book-status`)).body).toMatchObject({ parse_status: 'processing', parse_job_id: again.body.parse_job_id });
  });
});
