import mongoose from 'mongoose';
import path from 'node:path';
import { repoRoot } from '../infra/binaries';
import { assertTestDatabase, testDatabaseName } from '../test-database';
import { type AppName, type AppStack, startAppStack } from './app-stack';

export interface TestStack extends AppStack {
  database: string;
}

/**
 * For an integration spec: the compiled apps against the run's shared infrastructure (started once by
 * the jest global setup), in a database of the spec's own that is dropped afterwards.
 */
export async function startTestStack(
  label: string,
  env: Record<string, string> = {},
  replicas: Partial<Record<AppName, number>> = {},
): Promise<TestStack> {
  const mongoUrl = process.env.UW_TEST_MONGO_URL;
  const natsUrl = process.env.UW_TEST_NATS_URL;
  if (!mongoUrl || !natsUrl) throw new Error('Test infrastructure is not running: use jest.integration.config.js');
  const database = testDatabaseName(label);
  const stack = await startAppStack({
    mongoUrl,
    natsUrl,
    database,
    logDir: path.join(repoRoot(), '.data', 'test-logs', database),
    env,
    replicas,
  });
  return {
    ...stack,
    database,
    async stop() {
      await stack.stop();
      await dropTestDatabase(mongoUrl, database);
    },
  };
}

export async function dropTestDatabase(mongoUrl: string, database: string): Promise<void> {
  assertTestDatabase(database);
  const connection = await mongoose.createConnection(mongoUrl, { dbName: database }).asPromise();
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}

/** Runs `work` against a stack's own database (for assertions on what was stored), then disconnects. */
export async function withStackDatabase<T>(stack: TestStack, work: (db: NonNullable<mongoose.Connection['db']>) => Promise<T>): Promise<T> {
  assertTestDatabase(stack.database);
  const connection = await mongoose.createConnection(stack.env.MONGO_URL!, { dbName: stack.database }).asPromise();
  try {
    return await work(connection.db!);
  } finally {
    await connection.close();
  }
}
