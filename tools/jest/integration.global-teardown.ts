import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../libs/testing/src/infra/binaries';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__UW_INFRA__?.stop();
  rmSync(path.join(repoRoot(), '.data', `test-infra-${process.pid}`), { recursive: true, force: true });
}
