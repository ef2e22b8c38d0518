import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { layoutOfFamily, STATEMENT_LAYOUTS } from './layouts/statement-layouts';
import { type StatementLayout } from './layouts/statement-layout.model';
import { type PdfDrawing, type PdfFonts } from './render/pdf.renderer';
import { type GeneratedStatement, type GenerationOptions, generateStatement, renderGeneratedStatement, renderScannedStatement } from './statement.generator';

/**
 * Writes a reproducible set of synthetic statement PDFs, each with its ground truth JSON beside it.
 * Document n uses layout family n mod the family count and seed `seed * 1000 + n`.
 *
 *   node -r ./tools/register-dist.js dist/tools/statement-corpus/generate.js --seed 7 --count 18 --out corpus/synthetic
 *   options: --family <name> (only that family), --months <n> (force the span), --accounts <n>
 *   --scanned: image-only PDFs (200 dpi JPEG pages, askew, noisy) instead of text PDFs, one account and
 *   one month unless told otherwise; a statement longer than --max-pages (3 for scans) is replaced by
 *   the first of seed + 100000, + 200000... that fits, so that OCR runs over them stay short
 *   --glyphs: text PDFs drawn glyph by glyph in column order, as some print streams draw them (`PdfDrawing`)
 *   --unmapped-fonts: text PDFs whose embedded fonts carry no map to characters: the text layer reads glyph codes (`PdfFonts`)
 *   --photographed: as --scanned, each page a phone's photo of the sheet on a desk (perspective, falling light, JPEG)
 */
/** Scans are kept short: OCR costs one to three seconds a page. */
const SCANNED_MAX_PAGES = 3;

interface GenerateArguments {
  seed: number;
  count: number;
  out: string;
  family: string | null;
  months: number | null;
  accounts: number | null;
  scanned: boolean;
  photographed: boolean;
  drawing: PdfDrawing;
  fonts: PdfFonts;
  maxPages: number | null;
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
  const photographed = argv.includes('--photographed');
  const scanned = photographed || argv.includes('--scanned');
  return {
    seed: number('seed', 1) as number,
    count: number('count', STATEMENT_LAYOUTS.length) as number,
    out: path.resolve(value('out') ?? (photographed ? 'corpus/synthetic-photographed' : scanned ? 'corpus/synthetic-scanned' : 'corpus/synthetic')),
    family: value('family'),
    months: number('months', scanned ? 1 : null),
    accounts: number('accounts', scanned ? 1 : null),
    scanned,
    photographed,
    drawing: argv.includes('--glyphs') ? 'glyphs' : 'cells',
    fonts: argv.includes('--unmapped-fonts') ? 'unmapped' : 'standard',
    maxPages: number('max-pages', scanned ? SCANNED_MAX_PAGES : null),
  };
}

/** Other seeds tried, `SEED_RETRY_STEP` apart, for a statement longer than `--max-pages`. */
const SEED_RETRIES = 40;
const SEED_RETRY_STEP = 100_000;

/** The statement of `seed`, or of the first later seed (+100000, +200000...) whose pages fit `--max-pages`. */
function fittingStatement(layout: StatementLayout, seed: number, options: GenerateArguments): GeneratedStatement {
  const generation: GenerationOptions = {
    ...(options.months ? { months: options.months } : {}),
    ...(options.accounts ? { accounts: options.accounts } : {}),
    // A scan shows a quieter month (at most one card purchase a day), so that it fits on a few pages.
    ...(options.scanned ? { maxCardPurchasesPerDay: 1 } : {}),
  };
  for (let attempt = 0; attempt < SEED_RETRIES; attempt += 1) {
    const candidate = seed + attempt * SEED_RETRY_STEP;
    const statement = generateStatement(layout, candidate, `${layout.family}-${String(candidate).padStart(5, '0')}`, generation);
    if (options.maxPages === null || statement.truth.page_count <= options.maxPages) return statement;
  }
  throw new Error(`No ${layout.family} statement of seed ${seed} or its retries fits in ${options.maxPages} pages`);
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const layouts = options.family ? [layoutOfFamily(options.family)] : STATEMENT_LAYOUTS;
  mkdirSync(options.out, { recursive: true });
  let bytes = 0;
  for (let index = 0; index < options.count; index += 1) {
    const layout = layouts[index % layouts.length];
    const statement = fittingStatement(layout, options.seed * 1000 + index, options);
    const { pdf, truth } = options.scanned ? await renderScannedStatement(statement, { photographed: options.photographed }) : { pdf: await renderGeneratedStatement(statement, { drawing: options.drawing, fonts: options.fonts }), truth: statement.truth };
    writeFileSync(path.join(options.out, `${truth.id}.pdf`), pdf);
    writeFileSync(path.join(options.out, `${truth.id}.json`), `${JSON.stringify(truth, null, 2)}\n`);
    bytes += pdf.length;
    const transactions = statement.truth.accounts.reduce((sum, account) => sum + account.transactions.length, 0);
    console.log(`${truth.id}.pdf  ${statement.truth.page_count} pages  ${statement.truth.accounts.length} account(s)  ${statement.truth.accounts[0].statements.length} period(s)  ${transactions} transactions  ${(pdf.length / 1024).toFixed(0)} KiB`);
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
