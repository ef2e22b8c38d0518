import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../infra/binaries';
import { type ManagedProcess, startProcess } from '../infra/managed-process';
import { freePort } from '../infra/network';

export const APP_NAMES = ['documents', 'parsing', 'analytics', 'exports', 'funders', 'embeds', 'gateway'] as const;
export type AppName = (typeof APP_NAMES)[number];

export interface AppStackOptions {
  mongoUrl: string;
  natsUrl: string;
  database: string;
  logDir: string;
  httpPort?: number;
  apiPrefix?: string;
  env?: Record<string, string>;
  /** Replicas per app (parsing workers scale out as a queue group). */
  replicas?: Partial<Record<AppName, number>>;
}

export interface AppStack {
  baseUrl: string;
  logDir: string;
  env: Record<string, string>;
  processes: ManagedProcess[];
  stop(): Promise<void>;
}

/** Runs the compiled apps (`dist/`) as real processes, exactly as deployed, and waits until all are healthy. */
export async function startAppStack(options: AppStackOptions): Promise<AppStack> {
  const root = repoRoot();
  const register = path.join(root, 'tools', 'register-dist.js');
  const httpPort = options.httpPort ?? (await freePort());
  const apiPrefix = options.apiPrefix ?? '/api';
  const env: Record<string, string> = {
    MONGO_URL: options.mongoUrl,
    MONGO_DB: options.database,
    NATS_URL: options.natsUrl,
    HTTP_HOST: '127.0.0.1',
    HTTP_PORT: String(httpPort),
    API_PREFIX: apiPrefix,
    APP_URL: `http://127.0.0.1:${httpPort}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...options.env,
  };
  const processes: ManagedProcess[] = [];
  for (const app of APP_NAMES) {
    const main = path.join(root, 'dist', 'apps', app, 'src', 'main.js');
    if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`);
    for (let replica = 0; replica < (options.replicas?.[app] ?? 1); replica++) {
      processes.push(
        startProcess(replica ? `${app}-${replica}` : app, process.execPath, ['-r', register, main], {
          logDir: options.logDir,
          env: { ...process.env, ...env },
          cwd: root,
        }),
      );
    }
  }
  const stack: AppStack = {
    baseUrl: `http://127.0.0.1:${httpPort}${apiPrefix}`,
    logDir: options.logDir,
    env,
    processes,
    async stop() {
      await Promise.all(processes.map((p) => p.stop()));
    },
  };
  try {
    await waitUntilHealthy(stack, processes);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

async function waitUntilHealthy(stack: AppStack, processes: ManagedProcess[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const dead = processes.find((p) => p.child.exitCode !== null);
    if (dead) throw new Error(`${dead.name} exited with code ${dead.child.exitCode} during start-up (see its log)`);
    try {
      const response = await fetch(`${stack.baseUrl}/health`);
      if (response.ok) return;
      last = await response.text();
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Stack not healthy within ${timeoutMs} ms: ${last}`);
}
