import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Parsing } from '@uw/contracts';
import { classifyLedger } from '@uw/debt-intelligence';
import { packJson } from '@uw/platform';
import { apiClient, createTenant, repoRoot, startAppStack, startInfrastructure } from '@uw/testing';
import mongoose from 'mongoose';

/**
 * `GET /books/{id}/analytics` for a Book of TRANSACTIONS transactions through the whole stack (gateway ->
 * NATS -> analytics -> database and back), measured as sequential requests so each figure is one
 * request's latency. The Book's parse result is seeded straight into the database (a generated
 * 12-month ledger, classified by the real engine) instead of parsing 250 pages of PDF first; reading it
 * back, replaying edits, analysing and serialising are what the figures cover. The in-process engine
 * time for the same Book is printed beside it as the reference.
 */
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);

function generateLedger(documentIds: string[], total: number): Parsing.McaParserResult {
  const perMonth = Math.ceil(total / documentIds.length);
  const transactions: Parsing.ParsedTransaction[] = [];
  const statements: Parsing.ParsedStatement[] = [];
  let balance = 25_000;
  documentIds.forEach((documentId, month) => {
    const start = new Date(Date.UTC(2025, month, 1));
    const end = new Date(Date.UTC(2025, month + 1, 0));
    const startingBalance = balance;
    for (let index = 0; index < perMonth && transactions.length < total; index++) {
      const day = new Date(start);
      day.setUTCDate(1 + Math.floor((index / perMonth) * end.getUTCDate()));
      const kind = index % 5;
      const credit = kind < 2;
      const amount = kind === 2 ? 450 : kind === 3 ? 1_250 : 100 + ((index * 7919) % 2_500);
      const description = kind === 0 ? `SQUARE INC DEPOSIT ${index}` : kind === 1 ? `STRIPE TRANSFER ST-${index}` : kind === 2 ? 'KAPITUS SERVICING DES:DEBIT CCD' : kind === 3 ? 'ACME EQUIPMENT LEASE PMT' : `POS PURCHASE VENDOR ${index % 40}`;
      balance = Math.round((balance + (credit ? amount : -amount)) * 100) / 100;
      transactions.push({
        transaction_id: transactions.length + 1,
        document_id: documentId,
        account_id: 1,
        transaction_date: day.toISOString().slice(0, 10),
        description,
        amount,
        transaction_type: credit ? 'credit' : 'debit',
        ledger_balance: balance,
        tag: [],
      });
    }
    statements.push({
      document_id: documentId,
      account_id: 1,
      statement_start_date: start.toISOString().slice(0, 10),
      statement_end_date: end.toISOString().slice(0, 10),
      starting_balance: startingBalance,
      ending_balance: balance,
      reconciliation: { is_reconciled: true, computed_ending_balance: balance, expected_ending_balance: balance, discrepancy: 0, first_divergent_row: null, reason: null },
      warnings: [],
    });
  });
  const accounts: Parsing.ParsedAccount[] = [
    { account_id: 1, account_number: '****4321', account_name: 'Bench Checking', account_type: 'checking', bank_name: 'Bench Bank', routing_number: null, business_name: 'Bench Deal LLC' },
  ];
  const classified = classifyLedger({ accounts, transactions });
  return { version: 1, accounts, statements, transactions: classified.transactions, business: { name: 'Bench Deal LLC' }, positions: classified.positions };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const dataDir = path.join(repoRoot(), '.data', `bench-analytics-${process.pid}`);
  const infra = await startInfrastructure({ dataDir });
  const stack = await startAppStack({ mongoUrl: infra.mongoUrl, natsUrl: infra.natsUrl, database: 'bench_analytics', logDir: path.join(dataDir, 'logs') });
  const connection = await mongoose.createConnection(infra.mongoUrl, { dbName: 'bench_analytics' }).asPromise();
  try {
    const tenant = await createTenant(stack.env, 'Bench Funding');
    const client = apiClient(stack.baseUrl, tenant.token);
    const book = (await client.post('/books/', { name: 'Bench Deal LLC' })).body as { id: string };
    const jobId = randomUUID();
    const documentIds = Array.from({ length: 12 }, () => randomUUID());
    const ledger = generateLedger(documentIds, TRANSACTIONS);
    const now = new Date();
    const db = connection.db!;
    await db.collection('documents').insertMany(
      documentIds.map((id, month) => ({
        _id: id as never, org_id: tenant.org_id, book_id: book.id, file_id: 'bench', document_type: 'bank_statement', document_status: 'completed',
        uploaded_file_name: `m${month + 1}.pdf`, original_filename: `statement-${month + 1}.pdf`, file_size: 0, mime_type: 'application/pdf', page_count: 20,
        document_meta: null, is_deleted: false, created_by: tenant.user_id, created_at: new Date(now.getTime() + month), updated_at: now,
      })),
    );
    await db.collection('book_parser_results').insertOne({ _id: `${book.id}:${jobId}` as never, book_id: book.id, org_id: tenant.org_id, results_gz: packJson({ parser_v2_mca_result: ledger }), stored_at: now });
    await db.collection('books').updateOne({ _id: book.id as never }, { $set: { parse_status: 'completed', parse_job_id: jobId, has_parser_results: true, last_parsed_at: now } });

    const first = await client.get(`/books/${book.id}/analytics`);
    if (first.status !== 200) throw new Error(`analytics answered ${first.status}: ${JSON.stringify(first.body).slice(0, 300)}`);
    const bytes = Buffer.byteLength(JSON.stringify(first.body));
    for (let i = 0; i < 5; i++) await client.get(`/books/${book.id}/analytics`); // warm-up

    // Each figure runs until the response's last byte has arrived; the client does not parse it.
    const latencies: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const answer = await fetch(`${stack.baseUrl}/books/${book.id}/analytics`, { headers: { authorization: `Bearer ${tenant.token}` } });
      await answer.arrayBuffer();
      latencies.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`analytics answered ${answer.status}`);
    }
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    process.stdout.write(`\nGET /books/{id}/analytics, ${TRANSACTIONS} transactions (${ledger.positions.length} positions), ${REQUESTS} sequential requests, response ${(bytes / 1_048_576).toFixed(2)} MiB, database: ${infra.database}\n`);
    process.stdout.write(`| p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|\n| ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${percentile(latencies, 99).toFixed(1)} | ${latencies.at(-1)!.toFixed(1)} |\n`);
    process.stdout.write(`\ngoal p95 < 250 ms for 10,000 transactions -> ${TRANSACTIONS >= 10_000 && p95 < 250 ? 'met' : TRANSACTIONS < 10_000 ? 'n/a (smaller Book)' : 'NOT met'}\n`);
  } finally {
    await connection.close();
    await stack.stop();
    await infra.stop();
    if (!process.env.BENCH_KEEP_LOGS) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
