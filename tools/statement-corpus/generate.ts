import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { layoutOfFamily, STATEMENT_LAYOUTS } from './layouts/statement-layouts';
import { generateStatement, renderGeneratedStatement } from './statement.generator';

/**
 * Writes a reproducible set of synthetic statement PDFs, each with its ground truth JSON beside it.
 * Document n uses layout family n mod the family count and seed `seed * 1000 + n`.
 *
 *   node -r ./tools/register-dist.js dist/tools/statement-corpus/generate.js --seed 7 --count 18 --out corpus/synthetic
 *   options: --family <name> (only that family), --months <n> (force the span)
 */
interface GenerateArguments {
  seed: number;
  count: number;
  out: string;
  family: string | null;
  months: number | null;
}

function parseArguments(argv: readonly string[]): GenerateArguments {
  const value = (name: string): string | null => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 && argv[at + 1] !== undefined ? argv[at + 1] : null;
  };
  const number = (name: string, fallback: number | null): number | null => {
    const raw = value(name);
    if (raw === null) return fallback;
    const parsed = Number(raw);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a non-negative integer, got ${raw}`);
    return parsed;
  };
  return {
    seed: number('seed', 1) as number,
    count: number('count', STATEMENT_LAYOUTS.length) as number,
    out: path.resolve(value('out') ?? 'corpus/synthetic'),
    family: value('family'),
    months: number('months', null),
  };
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const layouts = options.family ? [layoutOfFamily(options.family)] : STATEMENT_LAYOUTS;
  mkdirSync(options.out, { recursive: true });
  let bytes = 0;
  for (let index = 0; index < options.count; index += 1) {
    const layout = layouts[index % layouts.length];
    const seed = options.seed * 1000 + index;
    const id = `${layout.family}-${String(seed).padStart(5, '0')}`;
    const statement = generateStatement(layout, seed, id, options.months ? { months: options.months } : {});
    const pdf = await renderGeneratedStatement(statement);
    writeFileSync(path.join(options.out, `${id}.pdf`), pdf);
    writeFileSync(path.join(options.out, `${id}.json`), `${JSON.stringify(statement.truth, null, 2)}\n`);
    bytes += pdf.length;
    const transactions = statement.truth.accounts.reduce((sum, account) => sum + account.transactions.length, 0);
    console.log(`${id}.pdf  ${statement.truth.page_count} pages  ${statement.truth.accounts.length} account(s)  ${statement.truth.accounts[0].statements.length} period(s)  ${transactions} transactions  ${(pdf.length / 1024).toFixed(0)} KiB`);
  }
  console.log(`${options.count} statements, ${(bytes / 1024 / 1024).toFixed(2)} MiB, in ${options.out}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
