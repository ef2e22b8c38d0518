import { accessSync, constants } from 'node:fs';
import path from 'node:path';


/** Finds an executable on PATH or in the project's own `.local/bin` (where tools/infra/ensure.sh installs). */
export function findBinary(name: string): string | null {
  const dirs = [path.join(repoRoot(), '.local', 'bin'), ...(process.env.PATH ?? '').split(path.delimiter)];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** The repository root, whether running from sources (jest) or from `dist/`. */
export function repoRoot(): string {
  let dir = __dirname;
  while (dir !== path.dirname(dir)) {
    try {
      accessSync(path.join(dir, 'nx.json'));
      return dir;
    } catch {
      dir = path.dirname(dir);
    }
  }
  throw new Error('Cannot find the repository root (nx.json)');
}
