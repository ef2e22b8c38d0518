import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findBinary } from './binaries';
import { type ManagedProcess, startProcess } from './managed-process';
import { freePort, waitForPort } from './network';

export interface Infrastructure {
  mongoUrl: string;
  natsUrl: string;
  /** What serves the database: `MONGO_URL`, `mongod`, `ferretdb` or `container`. */
  database: string;
  /** Local server processes by name (none for MONGO_URL or containers), e.g. for CPU accounting. */
  processes: ManagedProcess[];
  stop(): Promise<void>;
}

export interface InfrastructureOptions {
  dataDir: string;
  mongoPort?: number;
  natsPort?: number;
  /** Tests use testcontainers when a Docker engine is reachable; local runs use local servers. */
  preferContainers?: boolean;
}

/**
 * Starts a MongoDB wire-protocol database and NATS with JetStream. Database precedence: `MONGO_URL`,
 * then `mongod` on PATH, then (tests only) containers when Docker is reachable, then FerretDB on SQLite.
 */
export async function startInfrastructure(options: InfrastructureOptions): Promise<Infrastructure> {
  if (options.preferContainers && !process.env.MONGO_URL && dockerReachable()) {
    const { startContainers } = await import('./containers');
    return startContainers();
  }
  mkdirSync(options.dataDir, { recursive: true });
  const logDir = path.join(options.dataDir, 'logs');
  const processes: ManagedProcess[] = [];
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
  };
  try {
    const nats = await startNats(options, logDir);
    processes.push(nats.process);
    const database = await startDatabase(options, logDir);
    if (database.process) processes.push(database.process);
    return { mongoUrl: database.url, natsUrl: nats.url, database: database.kind, processes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The same limit as deploy/ (nats.conf): 8 MiB, NATS's recommended ceiling. */
export const NATS_MAX_PAYLOAD_BYTES = 8 * 1024 * 1024;

async function startNats(options: InfrastructureOptions, logDir: string) {
  const binary = findBinary('nats-server');
  if (!binary) throw new Error('nats-server not found: run `bash tools/infra/ensure.sh` (installs the Debian package)');
  const port = options.natsPort ?? (await freePort());
  const storeDir = path.join(options.dataDir, 'jetstream');
  // An analytics reply for a large Book (every enriched transaction) exceeds NATS's 1 MiB default.
  const configFile = path.join(options.dataDir, 'nats.conf');
  writeFileSync(configFile, `max_payload: ${NATS_MAX_PAYLOAD_BYTES}\n`);
  const process = startProcess('nats', binary, ['-c', configFile, '-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], { logDir });
  await waitForPort(port, '127.0.0.1', 15_000, 'nats-server');
  return { url: `nats://127.0.0.1:${port}`, process };
}

async function startDatabase(options: InfrastructureOptions, logDir: string): Promise<{ url: string; kind: string; process?: ManagedProcess }> {
  if (process.env.MONGO_URL) return { url: process.env.MONGO_URL, kind: 'MONGO_URL' };
  const port = options.mongoPort ?? (await freePort());
  const mongod = findBinary('mongod');
  if (mongod) {
    const dbPath = path.join(options.dataDir, 'mongod');
    mkdirSync(dbPath, { recursive: true });
    const child = startProcess('mongod', mongod, ['--bind_ip', '127.0.0.1', '--port', String(port), '--dbpath', dbPath], { logDir });
    await waitForPort(port, '127.0.0.1', 30_000, 'mongod');
    return { url: `mongodb://127.0.0.1:${port}`, kind: 'mongod', process: child };
  }
  const ferretdb = findBinary('ferretdb');
  if (!ferretdb) throw new Error('No database: set MONGO_URL, put mongod on PATH, or run `bash tools/infra/ensure.sh` (builds FerretDB)');
  const sqliteDir = path.join(options.dataDir, 'ferretdb');
  mkdirSync(sqliteDir, { recursive: true });
  const child = startProcess(
    'ferretdb',
    ferretdb,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${sqliteDir}/`,
      `--listen-addr=127.0.0.1:${port}`,
      `--state-dir=${sqliteDir}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
    ],
    { logDir },
  );
  await waitForPort(port, '127.0.0.1', 30_000, 'ferretdb');
  return { url: `mongodb://127.0.0.1:${port}`, kind: 'ferretdb', process: child };
}

function dockerReachable(): boolean {
  if (process.env.DOCKER_HOST) return true;
  return existsSync('/var/run/docker.sock');
}
