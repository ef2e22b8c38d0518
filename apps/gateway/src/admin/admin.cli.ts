import 'reflect-metadata';
import { Auth, Subjects } from '@uw/contracts';
import { BaseConfig, RpcClient, loadConfigOrExit, openMongoConnection } from '@uw/platform';
import { parseArgs } from 'node:util';
import { AuthRepository } from '../auth/auth.repository';

const USAGE = `Usage: npm run admin -- <command> [options]   (prints JSON)
  create-org    --name <name>
  create-user   --org <org_id> --name <name> [--email <email>]
  create-token  --org <org_id> --user <user_id> --name <label> [--mode read_write|read_only]
  list-tokens   --org <org_id>
  revoke-token  --org <org_id> --id <token_id>
  set-limits    --org <org_id> [--parses <n|none>] [--pages <n|none>]   monthly usage limits
  dev-token     [--mode read_write|read_only]   ensures a "Development" organization and user, issues a token
Environment: MONGO_URL, MONGO_DB, NATS_URL (see README).`;

type Options = Partial<Record<'name' | 'org' | 'user' | 'email' | 'mode' | 'id' | 'parses' | 'pages', string>>;

function limitOption(options: Options, key: 'parses' | 'pages'): number | null {
  const value = options[key];
  if (value === undefined || value === 'none') return null;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${key} must be a whole number or none`);
  return Number(value);
}

function required(options: Options, key: keyof Options): string {
  const value = options[key];
  if (!value) throw new UsageError(`--${key} is required`);
  return value;
}

class UsageError extends Error {}

async function run(command: string | undefined, options: Options, repository: AuthRepository, config: BaseConfig) {
  const mode = Auth.TokenMode.safeParse(options.mode ?? 'read_write');
  if (!mode.success) throw new UsageError('--mode must be read_write or read_only');
  switch (command) {
    case 'create-org':
      return repository.createOrganization(required(options, 'name'));
    case 'create-user':
      return repository.createUser(required(options, 'org'), required(options, 'name'), options.email ?? null);
    case 'create-token':
      return repository.issueToken(required(options, 'org'), required(options, 'user'), required(options, 'name'), mode.data);
    case 'list-tokens':
      return repository.listTokens(required(options, 'org'));
    case 'revoke-token': {
      const hash = await repository.revokeToken(required(options, 'org'), required(options, 'id'));
      if (!hash) throw new UsageError(`No token ${options.id} in organization ${options.org}`);
      const rpc = RpcClient.create(config);
      await rpc.connect();
      await rpc.emit(Subjects.auth.tokenRevoked, { token_hash: hash } satisfies Auth.TokenRevokedEvent);
      await rpc.close();
      return { revoked: options.id };
    }
    case 'set-limits':
      return repository.setUsageLimits(required(options, 'org'), {
        parses_per_month: limitOption(options, 'parses'),
        pages_per_month: limitOption(options, 'pages'),
      });
    case 'dev-token': {
      const org = (await repository.findOrganizationByName('Development')) ?? (await repository.createOrganization('Development'));
      const user = (await repository.findUserByName(org._id, 'Developer')) ?? (await repository.createUser(org._id, 'Developer'));
      const issued = await repository.issueToken(org._id, user._id, `dev ${new Date().toISOString()}`, mode.data);
      return { org_id: org._id, user_id: user._id, ...issued };
    }
    default:
      throw new UsageError(command ? `Unknown command ${command}` : 'No command given');
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, org: { type: 'string' }, user: { type: 'string' }, email: { type: 'string' }, mode: { type: 'string' }, id: { type: 'string' }, parses: { type: 'string' }, pages: { type: 'string' } },
  });
  const config = loadConfigOrExit('admin', BaseConfig);
  const connection = await openMongoConnection(config);
  try {
    const repository = new AuthRepository(connection);
    await repository.ensureIndexes();
    const result = await run(positionals[0], values, repository, config);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof UsageError) process.stderr.write(`${USAGE}\n`);
    process.exitCode = 2;
  } finally {
    await connection.close();
  }
}

void main();
