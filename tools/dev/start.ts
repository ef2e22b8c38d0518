import { adminCli, repoRoot, startAppStack, startInfrastructure } from '@uw/testing';
import path from 'node:path';
import { z } from 'zod';

/** Ports and folders of a local stack; set them to run two stacks side by side. */
const StartConfig = z.object({
  HTTP_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  NATS_PORT: z.coerce.number().int().min(1).max(65535).default(4222),
  MONGO_PORT: z.coerce.number().int().min(1).max(65535).default(27017),
  MONGO_DB: z.string().default('underwriting'),
  DATA_DIR: z.string().default('.data/dev'),
  API_PREFIX: z.string().default('/api'),
});

async function assertPortFree(port: number, variable: string): Promise<void> {
  const probe = await import('node:net');
  await new Promise<void>((resolve, reject) => {
    const server = probe.createServer();
    server.once('error', () => reject(new Error(`Port ${port} is in use: set ${variable} to another port`)));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

async function main() {
  const config = StartConfig.parse(process.env);
  await assertPortFree(config.HTTP_PORT, 'HTTP_PORT');
  await assertPortFree(config.NATS_PORT, 'NATS_PORT');
  if (!process.env.MONGO_URL) await assertPortFree(config.MONGO_PORT, 'MONGO_PORT');
  const dataDir = path.resolve(repoRoot(), config.DATA_DIR);

  const infra = await startInfrastructure({ dataDir, natsPort: config.NATS_PORT, mongoPort: config.MONGO_PORT });
  const stack = await startAppStack({
    mongoUrl: infra.mongoUrl,
    natsUrl: infra.natsUrl,
    database: config.MONGO_DB,
    logDir: path.join(dataDir, 'logs'),
    httpPort: config.HTTP_PORT,
    apiPrefix: config.API_PREFIX,
    // FerretDB/SQLite scans whole collections, so a local stack keeps files on disk (see DiskFileStore).
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', FILE_STORE_DRIVER: 'disk', FILE_STORE_DIR: path.join(dataDir, 'files') },
  }).catch(async (error: unknown) => {
    await infra.stop();
    throw error;
  });
  const dev = await adminCli<{ token: string; org_id: string }>(stack.env, ['dev-token']);

  process.stdout.write(
    [
      '',
      `Underwriting service is running (database: ${infra.database} ${infra.mongoUrl}, NATS: ${infra.natsUrl})`,
      `  Base URL:      ${stack.baseUrl}`,
      `  API docs:      ${stack.baseUrl}/docs`,
      `  Access token:  ${dev.token}   (read-write, organization "Development")`,
      `  Try:           curl -H "Authorization: Bearer ${dev.token}" ${stack.baseUrl}/auth/me`,
      `  Logs:          ${path.join(dataDir, 'logs')}`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('\nstopping...\n');
    await stack.stop();
    await infra.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  for (const managed of stack.processes) {
    managed.child.once('exit', (code) => {
      if (!stopping) process.stderr.write(`${managed.name} exited with code ${code}; see ${path.join(dataDir, 'logs', `${managed.name}.log`)}\n`);
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`start failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
