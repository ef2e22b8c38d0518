import { apiClient, createTenant, freePort, repoRoot, startAppStack, startInfrastructure, waitForPort } from '@uw/testing';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * HTTP benchmark through the whole stack (gateway -> NATS -> service -> database) with a load
 * generator on loopback. Prints requests per second and p50/p99 latency for each endpoint, and the
 * ratio to a bare Node HTTP server measured in the same run.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

interface Figure {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(target: string, url: string, headers: Record<string, string>): Promise<Figure> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up, not counted
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  const dataDir = path.join(repoRoot(), '.data', `bench-${process.pid}`);
  const infra = await startInfrastructure({ dataDir });
  const stack = await startAppStack({ mongoUrl: infra.mongoUrl, natsUrl: infra.natsUrl, database: 'bench', logDir: path.join(dataDir, 'logs') });
  const referencePort = await freePort();
  let reference: ReturnType<typeof spawn> | undefined;
  try {
    const tenant = await createTenant(stack.env, 'Bench Funding');
    const client = apiClient(stack.baseUrl, tenant.token);
    const book = await client.post('/books/', { name: 'Bench Deal LLC', description: 'benchmark' });
    const headers = { authorization: `Bearer ${tenant.token}` };

    reference = spawn(process.execPath, [path.join(__dirname, '..', '..', '..', 'tools', 'bench', 'reference-server.js'), JSON.stringify(book.body)], {
      env: { ...process.env, PORT: String(referencePort) },
      stdio: 'ignore',
    });
    await waitForPort(referencePort);

    const figures = [
      await load('reference: bare Node HTTP, same body', `http://127.0.0.1:${referencePort}/`, {}),
      await load('GET /auth/me', `${stack.baseUrl}/auth/me`, headers),
      await load('GET /books/{id}', `${stack.baseUrl}/books/${book.body.id}`, headers),
    ];
    const referenceRps = figures[0]!.rps;
    process.stdout.write(`\n${CONNECTIONS} connections, ${SECONDS} s per endpoint, database: ${infra.database}\n`);
    process.stdout.write('| endpoint | req/s | p50 ms | p99 ms | errors | ratio to reference |\n|---|---|---|---|---|---|\n');
    for (const f of figures) {
      process.stdout.write(`| ${f.target} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${(f.rps / referenceRps).toFixed(2)} |\n`);
    }
    const books = figures[2]!;
    process.stdout.write(`\ngoal GET /books/{id}: >= 1500 req/s and p99 < 50 ms -> ${books.rps >= 1500 && books.p99 < 50 && books.errors === 0 ? 'met' : 'NOT met'}\n`);
  } finally {
    reference?.kill();
    await stack.stop();
    await infra.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
