import { apiClient, buildPdf, createTenant, multipartForm, repoRoot, startAppStack, startInfrastructure } from '@uw/testing';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Parse throughput: BENCH_BOOKS Books of BENCH_FILES statements each are submitted at once; prints
 * Books per minute, p50/p95 time from submit to a terminal status, and each app's CPU share.
 */
const BOOKS = Number(process.env.BENCH_BOOKS ?? 50);
const FILES = Number(process.env.BENCH_FILES ?? 5);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const TERMINAL = new Set(['completed', 'failed', 'cancelled']);
const CLOCK_TICKS = 100;
/** How often the benchmark asks for every Book's status (one request lists them all). */
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 1_000);

function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime + stime
  } catch {
    return 0;
  }
}

/** Real statements from the shared corpus when it is there, else generated PDFs. */
async function statements(): Promise<Array<{ name: string; data: Buffer }>> {
  const corpus = path.resolve(repoRoot(), '..', 'shared', 'corpus', 'real', 'bank_statements');
  try {
    const pdfs = readdirSync(corpus).filter((f) => f.endsWith('.pdf')).sort();
    if (pdfs.length) return pdfs.map((name) => ({ name, data: readFileSync(path.join(corpus, name)) }));
  } catch {
    // no corpus beside the checkout
  }
  return Promise.all([1, 2, 3, 4, 5].map(async (i) => ({ name: `generated-${i}.pdf`, data: await buildPdf(3 + i) })));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const dataDir = path.join(repoRoot(), '.data', `bench-parse-${process.pid}`);
  const infra = await startInfrastructure({ dataDir });
  const stack = await startAppStack({
    mongoUrl: infra.mongoUrl,
    natsUrl: infra.natsUrl,
    database: 'bench',
    logDir: path.join(dataDir, 'logs'),
    replicas: { parsing: WORKERS },
    // As in `npm start`: FerretDB/SQLite scans whole collections, so GridFS on it is quadratic.
    env: infra.database === 'ferretdb' ? { FILE_STORE_DRIVER: 'disk', FILE_STORE_DIR: path.join(dataDir, 'files') } : {},
  });
  try {
    const tenant = await createTenant(stack.env, 'Bench Funding');
    const client = apiClient(stack.baseUrl, tenant.token);
    const pool = await statements();
    const measured = [...stack.processes, ...infra.processes];
    const cpuBefore = new Map(measured.map((p) => [p.name, cpuSeconds(p.child.pid)]));

    const started = Date.now();
    const submittedAt = new Map<string, number>();
    await Promise.all(
      Array.from({ length: BOOKS }, async (_, i) => {
        const files = Array.from({ length: FILES }, (_, j) => pool[(i * FILES + j) % pool.length]!);
        const t0 = Date.now();
        const response = await client.multipart('/submit-book', multipartForm({ book_name: `Bench deal ${i + 1}` }, files));
        if (response.status !== 200) throw new Error(`submit ${i + 1} answered ${response.status}: ${JSON.stringify(response.body)}`);
        submittedAt.set(response.body.book_id, t0);
      }),
    );
    const uploadSeconds = (Date.now() - started) / 1000;

    const finishedAt = new Map<string, { at: number; status: string }>();
    while (finishedAt.size < BOOKS) {
      const { body } = await client.get('/parse/books/statuses');
      const now = Date.now();
      for (const book of body.books as Array<{ book_id: string; parse_status: string }>) {
        if (TERMINAL.has(book.parse_status) && !finishedAt.has(book.book_id)) finishedAt.set(book.book_id, { at: now, status: book.parse_status });
      }
      if (Date.now() - started > 30 * 60_000) throw new Error('Books did not finish within 30 minutes');
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    const wallSeconds = (Date.now() - started) / 1000;
    const latencies = [...finishedAt].map(([id, f]) => (f.at - submittedAt.get(id)!) / 1000).sort((a, b) => a - b);
    const outcomes = [...finishedAt.values()].reduce<Record<string, number>>((acc, f) => ({ ...acc, [f.status]: (acc[f.status] ?? 0) + 1 }), {});

    const cpu = measured.map((p) => ({ name: p.name, seconds: cpuSeconds(p.child.pid) - cpuBefore.get(p.name)! }));
    const total = cpu.reduce((sum, c) => sum + c.seconds, 0);
    const parsing = cpu.filter((c) => c.name.startsWith('parsing')).reduce((sum, c) => sum + c.seconds, 0);

    process.stdout.write(`\n${BOOKS} Books x ${FILES} statements (${pool.length} distinct PDFs), ${WORKERS} parsing workers, database ${infra.database}\n`);
    process.stdout.write(`| figure | value |\n|---|---|\n`);
    process.stdout.write(`| Books per minute | ${((BOOKS / wallSeconds) * 60).toFixed(1)} |\n`);
    process.stdout.write(`| submit -> terminal p50 | ${percentile(latencies, 50).toFixed(2)} s |\n`);
    process.stdout.write(`| submit -> terminal p95 | ${percentile(latencies, 95).toFixed(2)} s |\n`);
    process.stdout.write(`| all uploads answered after | ${uploadSeconds.toFixed(2)} s |\n`);
    process.stdout.write(`| outcomes | ${JSON.stringify(outcomes)} |\n`);
    const database = cpu.filter((c) => c.name === 'ferretdb' || c.name === 'mongod').reduce((sum, c) => sum + c.seconds, 0);
    process.stdout.write(`| parsing workers' share of the stack's CPU | ${((parsing / total) * 100).toFixed(1)} % (${parsing.toFixed(1)} of ${total.toFixed(1)} CPU s) |\n`);
    process.stdout.write(`| database server's share | ${((database / total) * 100).toFixed(1)} % (${database.toFixed(1)} CPU s) |\n`);
    process.stdout.write(`\nCPU seconds per process: ${cpu.map((c) => `${c.name} ${c.seconds.toFixed(1)}`).join(', ')}\n`);
  } finally {
    await stack.stop();
    await infra.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
