import path from 'node:path';
import { repoRoot } from '../../libs/testing/src/infra/binaries';
import { type Infrastructure, startInfrastructure } from '../../libs/testing/src/infra/infrastructure';

declare global {
  var __UW_INFRA__: Infrastructure | undefined;
}

/** Starts NATS and the database once for the whole integration run; each spec then uses its own database. */
export default async function globalSetup(): Promise<void> {
  const infra = await startInfrastructure({
    dataDir: path.join(repoRoot(), '.data', `test-infra-${process.pid}`),
    preferContainers: true,
  });
  globalThis.__UW_INFRA__ = infra;
  process.env.UW_TEST_MONGO_URL = infra.mongoUrl;
  process.env.UW_TEST_NATS_URL = infra.natsUrl;
  process.stdout.write(`\nintegration infrastructure: ${infra.database} at ${infra.mongoUrl}, NATS at ${infra.natsUrl}\n`);
}
