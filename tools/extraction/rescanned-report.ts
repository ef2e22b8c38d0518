import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { type BankStatementExtraction, extractBankStatement } from '@uw/bank-statement-extraction';
import { extractPdfText } from '@uw/document-classification';
import { shutdownOcr } from '@uw/ocr';
import { type ComparableTransaction, matchTransactions } from '../statement-corpus/evaluation/transaction-matcher';
import { readAsWorker, readFromText, savedText, type WorkerReading } from '../statement-corpus/evaluation/worker-reading';

/**
 * Real statements as a broker's scanner would send them: every real text statement of a folder is
 * rasterised at 200 dpi (poppler's `pdftoppm`) as a greyscale JPEG scan, as a black-and-white one, as a
 * greyscale JPEG of a sheet laid 0.8 degrees askew on the glass, and as one shadowed the way a phone's photo of
 * a page is (its light falling off to one corner), and as a greyscale JPEG at 300 dpi, each page an image in an
 * image-only PDF, and read the way the parsing worker reads it (OCR, classification,
 * extraction). The reading of its own text layer is the reference: rows matched by date, direction and
 * amount (F1), descriptions read the same, both balances, and whether the scan reconciles. Real layouts,
 * unlike the synthetic corpus's families: how far the scan path holds on banks it was not built from.
 *
 *   node -r ./tools/register-dist.js dist/tools/extraction/rescanned-report.js [statementsDir] [--details] [--text <dir>] [--from-text <dir>]
 *   --text <dir>: writes each scan's OCR text to <dir>/<name>-<kind>.txt; --from-text <dir> reads it back instead of OCR
 */
const DEFAULT_DIR = path.resolve(__dirname, '../../../../shared/corpus/real/bank_statements');
const SCAN_DPI = 200;
/** An office scanner's default: the greyscale scan once more at this resolution. */
const FINE_SCAN_DPI = 300;
const JPEG_QUALITY = 50;
const SCANS = {
  grey: ['-gray', '-jpeg', '-jpegopt', `quality=${JPEG_QUALITY}`],
  bilevel: ['-mono', '-png'],
  askew: ['-gray', '-png'],
  shadowed: ['-gray', '-png'],
  'grey-300dpi': ['-gray', '-jpeg', '-jpegopt', `quality=${JPEG_QUALITY}`],
} as const;
/** The shadowed scan's light at its darkest corner (a share of the paper's), falling off from the opposite one. */
const SHADOW_DARKEST = 0.62;
/** The askew scan's angle, clockwise, and the grey of the glass its turned corners show. */
const ASKEW_DEGREES = 0.8;
const GLASS = '#f4f4f4';
type ScanKind = keyof typeof SCANS;

interface Comparison {
  reference: number;
  read: number;
  matched: number;
  descriptionsSame: number;
  balancesExact: boolean;
  reconciled: boolean;
  missed: string[];
  extra: string[];
}

/** Rows matched as the corpus evaluation matches them: by date, direction and amount, then with descriptions too. */
function compare(reference: BankStatementExtraction, reading: BankStatementExtraction): Comparison {
  const money = matchTransactions(reference.transactions, reading.transactions, true);
  const row = (transaction: ComparableTransaction) => `${transaction.date} ${transaction.direction} ${transaction.amount.toFixed(2)} ${transaction.description}`;
  return {
    reference: reference.transactions.length,
    read: reading.transactions.length,
    matched: money.matched,
    descriptionsSame: matchTransactions(reference.transactions, reading.transactions).matched,
    balancesExact: reference.starting_balance === reading.starting_balance && reference.ending_balance === reading.ending_balance,
    reconciled: reading.reconciliation.is_reconciled,
    missed: money.missed.map(row),
    extra: money.extra.map(row),
  };
}

/** An image-only PDF of the statement's pages rasterised at `SCAN_DPI` (the fine scan at `FINE_SCAN_DPI`), each page the size it was. */
async function rescanned(file: string, kind: ScanKind): Promise<Buffer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'uw-rescan-'));
  try {
    const dpi = kind === 'grey-300dpi' ? FINE_SCAN_DPI : SCAN_DPI;
    execFileSync('pdftoppm', [...SCANS[kind], '-r', String(dpi), file, path.join(folder, 'page')], { stdio: ['ignore', 'ignore', 'ignore'] });
    const pdf = await PDFDocument.create();
    for (const image of readdirSync(folder).sort()) {
      const bytes = readFileSync(path.join(folder, image));
      const embedded =
        kind === 'grey' || kind === 'grey-300dpi'
          ? await pdf.embedJpg(bytes)
          : kind === 'bilevel'
            ? await pdf.embedPng(bytes)
            : await pdf.embedJpg(await photographed(bytes, kind));
      const [width, height] = [(embedded.width * 72) / dpi, (embedded.height * 72) / dpi];
      pdf.addPage([width, height]).drawImage(embedded, { x: 0, y: 0, width, height });
    }
    return Buffer.from(await pdf.save());
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A page image turned `ASKEW_DEGREES` about its centre, or shadowed toward its lower right corner, as a JPEG. */
async function photographed(png: Buffer, kind: 'askew' | 'shadowed'): Promise<Buffer> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = GLASS;
  context.fillRect(0, 0, image.width, image.height);
  if (kind === 'askew') {
    context.translate(image.width / 2, image.height / 2);
    context.rotate((ASKEW_DEGREES * Math.PI) / 180);
    context.translate(-image.width / 2, -image.height / 2);
  }
  context.drawImage(image, 0, 0);
  if (kind === 'shadowed') {
    const light = context.createLinearGradient(0, 0, image.width, image.height);
    const darkest = Math.round(255 * SHADOW_DARKEST);
    light.addColorStop(0, '#ffffff');
    light.addColorStop(1, `rgb(${darkest}, ${darkest}, ${darkest})`);
    context.globalCompositeOperation = 'multiply';
    context.fillStyle = light;
    context.fillRect(0, 0, image.width, image.height);
  }
  return canvas.toBuffer('image/jpeg', JPEG_QUALITY);
}

async function readScan(file: string, kind: ScanKind, name: string, textDirectory: string | null, fromText: string | null): Promise<WorkerReading> {
  if (fromText) return readFromText(readFileSync(path.join(fromText, `${name}.txt`), 'utf8'), true);
  const reading = await readAsWorker(await rescanned(file, kind));
  if (reading.ok && textDirectory) writeFileSync(path.join(textDirectory, `${name}.txt`), savedText(reading));
  return reading;
}

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`);

type Totals = { reference: number; read: number; matched: number; descriptionsSame: number; scans: number; balancesExact: number; reconciled: number; referenceReconciled: number };

const noTotals = (): Totals => ({ reference: 0, read: 0, matched: 0, descriptionsSame: 0, scans: 0, balancesExact: 0, reconciled: 0, referenceReconciled: 0 });

function add(totals: Totals, reference: BankStatementExtraction, result: Comparison | null): void {
  totals.scans += 1;
  totals.reference += reference.transactions.length;
  if (reference.reconciliation.is_reconciled) totals.referenceReconciled += 1;
  if (result === null) return;
  totals.read += result.read;
  totals.matched += result.matched;
  totals.descriptionsSame += result.descriptionsSame;
  if (result.balancesExact) totals.balancesExact += 1;
  if (result.reconciled) totals.reconciled += 1;
}

function summary(label: string, totals: Totals): string {
  return `${label} ${totals.scans} scans: rows F1 ${percent(2 * totals.matched, totals.reference + totals.read)} (${totals.matched}/${totals.reference}, ${totals.read - totals.matched} extra), descriptions as the text layer ${percent(totals.descriptionsSame, totals.matched)}, balances exact ${totals.balancesExact}/${totals.scans}, reconciled ${totals.reconciled}/${totals.scans} (text layers: ${totals.referenceReconciled}/${totals.scans})`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const valueOf = (flag: string) => (args.includes(flag) && args[args.indexOf(flag) + 1] ? path.resolve(args[args.indexOf(flag) + 1]) : null);
  const [textDirectory, fromText] = [valueOf('--text'), valueOf('--from-text')];
  if (textDirectory) mkdirSync(textDirectory, { recursive: true });
  const directory = path.resolve(args.find((arg, index) => !arg.startsWith('--') && !['--text', '--from-text'].includes(args[index - 1] ?? '')) ?? DEFAULT_DIR);
  const kinds = Object.keys(SCANS) as ScanKind[];
  const overall = noTotals();
  const byKind = new Map(kinds.map((kind) => [kind, noTotals()]));
  for (const file of readdirSync(directory).filter((name) => name.toLowerCase().endsWith('.pdf')).sort()) {
    const text = await extractPdfText(readFileSync(path.join(directory, file)));
    if (!text.ok || text.lowText) continue;
    const reference = extractBankStatement(text.pages);
    for (const kind of kinds) {
      const name = `${file.replace(/\.pdf$/i, '')}-${kind}`;
      const reading = await readScan(path.join(directory, file), kind, name, textDirectory, fromText);
      const result = reading.ok && reading.extraction ? compare(reference, reading.extraction) : null;
      for (const totals of [overall, byKind.get(kind) as Totals]) add(totals, reference, result);
      if (!reading.ok || !reading.extraction || result === null) {
        console.log(`${name}: not read as a statement (${reading.ok ? reading.classifiedAs : reading.reason})`);
        continue;
      }
      const f1 = percent(2 * result.matched, result.reference + result.read);
      const reason = result.reconciled ? '' : ` (${reading.extraction.reconciliation.reason ?? 'no reason'})`;
      console.log(
        `${name}: ${result.matched}/${result.reference} rows, ${result.read - result.matched} extra, F1 ${f1}, descriptions as the text layer ${result.descriptionsSame}/${result.matched}; balances ${result.balancesExact ? 'exact' : 'WRONG'}; reconciled ${result.reconciled}${reason}` +
          (reading.ocr ? `; ${(reading.ocr.seconds / Math.max(1, reading.ocr.pages)).toFixed(2)} s/page` : ''),
      );
      if (args.includes('--details')) for (const row of [...result.missed.map((row) => `missed ${row}`), ...result.extra.map((row) => `extra  ${row}`)]) console.log(`    ${row}`);
    }
  }
  console.log('');
  for (const kind of kinds) console.log(summary(`${kind}:`, byKind.get(kind) as Totals));
  console.log(summary('OVERALL', overall));
  await shutdownOcr();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
