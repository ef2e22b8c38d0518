import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { extractBankStatement } from '@uw/bank-statement-extraction';
import { classifyDocument, extractPdfText, pdfTextReader, pdfTextReaderStats } from '@uw/document-classification';
import { repoRoot } from '@uw/testing';
import { PDFDocument } from 'pdf-lib';
import { generateStatement, renderGeneratedStatement } from '../statement-corpus/statement.generator';
import { STATEMENT_LAYOUTS } from '../statement-corpus/layouts/statement-layouts';

/**
 * Our whole text-PDF path (the text layer `extractPdfText` chooses: poppler's `pdftotext -bbox-layout` as
 * a child process when installed, else pdf.js in its worker thread; `PDF_TEXT_READER=pdfjs|poppler`
 * forces one; then classification and statement extraction) against poppler's `pdftotext -layout` (text
 * only, one process per file) over the same PDFs, one file at a time, in one run: pages per second for
 * both and the ratio (goal: ours at most 3x pdftotext's time). Then the peak memory of reading one 200+
 * page statement (goal: under 500 MB).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Sample {
  name: string;
  file: string;
  pages: number;
}

function corpusFiles(): string[] {
  const root = repoRoot();
  const synthetic = path.join(root, 'corpus', 'synthetic');
  const real = path.join(root, '..', 'shared', 'corpus', 'real', 'bank_statements');
  const pdfs = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.pdf') && !f.includes('scanned')).map((f) => path.join(dir, f)) : []);
  return [...pdfs(synthetic), ...pdfs(real)];
}

const stages = { text: 0, classification: 0, extraction: 0 };

async function ours(file: string): Promise<number> {
  const started = performance.now();
  const text = await extractPdfText(readFileSync(file));
  const read = performance.now();
  stages.text += read - started;
  if (text.ok && !text.lowText) {
    classifyDocument({ text: text.pages.join('\n'), mime: 'application/pdf', pageCount: text.pageCount });
    const classified = performance.now();
    stages.classification += classified - read;
    extractBankStatement(text.pages);
    stages.extraction += performance.now() - classified;
  }
  return performance.now() - started;
}

function poppler(file: string): number {
  const started = performance.now();
  execFileSync('pdftotext', ['-layout', file, '-'], { stdio: ['ignore', 'ignore', 'ignore'] });
  return performance.now() - started;
}

/** A 200+ page PDF: several generated multi-month statements of one family, concatenated. */
async function bigStatement(): Promise<Buffer> {
  const merged = await PDFDocument.create();
  for (let seed = 1; merged.getPageCount() < 200; seed++) {
    const statement = generateStatement(STATEMENT_LAYOUTS[seed % STATEMENT_LAYOUTS.length]!, 9_000 + seed, `big-${seed}`, { months: 12, accounts: 3 });
    const part = await PDFDocument.load(await renderGeneratedStatement(statement));
    for (const page of await merged.copyPages(part, part.getPageIndices())) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}

/** Peak RSS of `pdftotext -bbox-layout` reading the file, from GNU time; undefined without it. */
function popplerPeakMb(file: string): number | undefined {
  if (!existsSync('/usr/bin/time')) return undefined;
  const result = spawnSync('/usr/bin/time', ['-f', '%M', 'pdftotext', '-bbox-layout', '-nodiag', '-enc', 'UTF-8', file, '/dev/null'], { encoding: 'utf8' });
  const kb = Number(/(\d+)\s*$/.exec(result.stderr ?? '')?.[1]);
  return Number.isFinite(kb) ? kb / 1024 : undefined;
}

async function main() {
  const files = corpusFiles();
  const samples: Sample[] = [];
  for (const file of files) {
    const text = await extractPdfText(readFileSync(file));
    if (text.ok && !text.lowText) samples.push({ name: path.basename(file), file, pages: text.pageCount });
  }
  const pages = samples.reduce((sum, sample) => sum + sample.pages, 0);
  for (const sample of samples) {
    await ours(sample.file); // warm-up: JIT, the pdf.js thread
    poppler(sample.file);
  }
  let oursMs = 0;
  let popplerMs = 0;
  Object.assign(stages, { text: 0, classification: 0, extraction: 0 });
  for (let round = 0; round < ROUNDS; round++) {
    for (const sample of samples) {
      oursMs += await ours(sample.file);
      popplerMs += poppler(sample.file);
    }
  }
  const oursRate = (pages * ROUNDS) / (oursMs / 1000);
  const popplerRate = (pages * ROUNDS) / (popplerMs / 1000);
  const reader = pdfTextReader();
  const { popplerReads, pdfjsFallbacks, lastFallbackReason } = pdfTextReaderStats();
  process.stdout.write(`\n${samples.length} text PDFs, ${pages} pages, ${ROUNDS} rounds, one file at a time\n`);
  process.stdout.write(
    `our text layer: ${reader === 'poppler' ? 'poppler (pdftotext -bbox-layout, a process per file)' : 'pdf.js (worker thread)'}` +
      (reader === 'poppler' ? `; ${popplerReads} files read by poppler, ${pdfjsFallbacks} by pdf.js after poppler refused them${lastFallbackReason ? ` (last: ${lastFallbackReason})` : ''}` : '') +
      '\n',
  );
  process.stdout.write('| reader | pages/s | ms per page |\n|---|---|---|\n');
  process.stdout.write(`| pdftotext -layout (text only, a process per file) | ${popplerRate.toFixed(1)} | ${(1000 / popplerRate).toFixed(2)} |\n`);
  process.stdout.write(`| ours (${reader}): text + classification + statement extraction | ${oursRate.toFixed(1)} | ${(1000 / oursRate).toFixed(2)} |\n`);
  const share = (ms: number) => `${((ms / oursMs) * 100).toFixed(0)} %`;
  process.stdout.write(`our time by stage: text ${share(stages.text)}, classification ${share(stages.classification)}, extraction ${share(stages.extraction)}\n`);
  const ratio = oursMs / popplerMs;
  process.stdout.write(`\nour time / pdftotext time: ${ratio.toFixed(2)} (goal <= 3) -> ${ratio <= 3 ? 'met' : 'NOT met'}\n`);

  const dir = mkdtempSync(path.join(tmpdir(), 'uw-bench-'));
  try {
    const big = await bigStatement();
    const bigFile = path.join(dir, 'big.pdf');
    writeFileSync(bigFile, big);
    const script = `
      const { readFileSync } = require('node:fs');
      const { extractPdfText } = require('@uw/document-classification');
      const { extractBankStatement } = require('@uw/bank-statement-extraction');
      (async () => {
        const text = await extractPdfText(readFileSync(${JSON.stringify(bigFile)}));
        const extraction = extractBankStatement(text.pages);
        const rows = (extraction.accounts ?? [extraction]).reduce((n, a) => n + a.transactions.length, 0);
        process.stdout.write(JSON.stringify({ pages: text.pageCount, rows, maxRssKb: process.resourceUsage().maxRSS }));
        process.exit(0);
      })();`;
    const register = path.join(repoRoot(), 'tools', 'register-dist.js');
    const started = performance.now();
    const measured = JSON.parse(execFileSync(process.execPath, ['-r', register, '-e', script], { cwd: path.join(repoRoot(), 'dist'), encoding: 'utf8' })) as {
      pages: number;
      rows: number;
      maxRssKb: number;
    };
    const seconds = (performance.now() - started) / 1000;
    // The Node process's maxRSS leaves out its pdftotext child, which runs beside it: measured apart and added.
    const popplerMb = reader === 'poppler' ? popplerPeakMb(bigFile) : 0;
    const peakMb = measured.maxRssKb / 1024 + (popplerMb ?? 0);
    const popplerPart = reader !== 'poppler' ? '' : popplerMb === undefined ? ' (pdftotext not counted: no /usr/bin/time)' : ` (node ${(measured.maxRssKb / 1024).toFixed(0)} MB + pdftotext ${popplerMb.toFixed(0)} MB)`;
    process.stdout.write(
      `\n${measured.pages}-page statement (${measured.rows} transactions) read in a fresh process in ${seconds.toFixed(1)} s; peak RSS ${peakMb.toFixed(0)} MB${popplerPart} (goal < 500 MB) -> ${peakMb < 500 ? 'met' : 'NOT met'}\n`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
