import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../infra/binaries';

const run = promisify(execFile);

/** Runs the real admin CLI (`npm run admin`) against a stack's database and returns its JSON output. */
export async function adminCli<T = Record<string, unknown>>(env: Record<string, string>, args: string[]): Promise<T> {
  const root = repoRoot();
  const { stdout } = await run(
    process.execPath,
    ['-r', path.join(root, 'tools', 'register-dist.js'), path.join(root, 'dist', 'apps', 'gateway', 'src', 'admin', 'admin.cli.js'), ...args],
    { cwd: root, env: { ...process.env, ...env } },
  );
  return JSON.parse(stdout) as T;
}

export interface TestTenant {
  org_id: string;
  user_id: string;
  token: string;
  token_id: string;
}

/** A fresh organization with one user and a token of the given mode. */
export async function createTenant(env: Record<string, string>, name: string, mode: 'read_write' | 'read_only' = 'read_write'): Promise<TestTenant> {
  const org = await adminCli<{ _id: string }>(env, ['create-org', '--name', name]);
  const user = await adminCli<{ _id: string }>(env, ['create-user', '--org', org._id, '--name', `${name} underwriter`]);
  const issued = await issueToken(env, org._id, user._id, mode);
  return { org_id: org._id, user_id: user._id, ...issued };
}

export async function issueToken(env: Record<string, string>, orgId: string, userId: string, mode: 'read_write' | 'read_only') {
  const issued = await adminCli<{ token: string; summary: { id: string } }>(env, [
    'create-token', '--org', orgId, '--user', userId, '--name', `${mode} token`, '--mode', mode,
  ]);
  return { token: issued.token, token_id: issued.summary.id };
}
