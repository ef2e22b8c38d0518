import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shutdownOcr } from '@uw/ocr';
import { formatSummaries, summarize } from './evaluation/score-table';
import { scoreStatement, type StatementScore } from './evaluation/statement-score';
import { readAsWorker, readFromText, savedText } from './evaluation/worker-reading';
import { type StatementTruth } from './model/statement-truth.model';

/**
 * Reads every synthetic statement of a corpus folder the way the parsing worker does (extractPdfText, OCR
 * for image-only PDFs, classifyDocument, extractBankStatement for bank statements and month-to-date
 * printouts) and scores it against the ground truth beside it: transaction precision and recall, balances,
 * reconciliation, classification and the debt positions detected on the reading against those of the true
 * ledger, per layout family and overall; for scans also OCR seconds per page and mean word confidence.
 *
 *   node -r ./tools/register-dist.js dist/tools/statement-corpus/evaluate.js [corpusDir] [--details] [--text <dir>]
 *   --text <dir>: writes the page text each document was read from (text layer or OCR) to <dir>/<id>.txt
 *   --from-text <dir>: reads each document's pages from <dir>/<id>.txt (written by --text) instead of the
 *     PDF, so a change to classification or extraction is scored in seconds without OCR again
 *   --all: with --details, every missed and extra row instead of the first four of each
 */
const MISSES_SHOWN = process.argv.includes('--all') ? Number.POSITIVE_INFINITY : 4;

async function scoreFile(directory: string, file: string, textDirectory: string | null, fromText: string | null): Promise<StatementScore> {
  const truth = JSON.parse(readFileSync(path.join(directory, file.replace(/\.pdf$/i, '.json')), 'utf8')) as StatementTruth;
  const reading = fromText ? readFromText(readFileSync(path.join(fromText, `${truth.id}.txt`), 'utf8'), truth.scan !== undefined) : await readAsWorker(readFileSync(path.join(directory, file)));
  if (!reading.ok) return scoreStatement(truth, reading.classifiedAs, null, reading.reason, reading.ocr);
  if (textDirectory) writeFileSync(path.join(textDirectory, `${truth.id}.txt`), savedText(reading));
  return scoreStatement(truth, reading.classifiedAs, reading.extraction, reading.extraction ? null : `classified ${reading.classifiedAs}`, reading.ocr);
}

function describe(score: StatementScore): string {
  const flags = [
    score.classificationCorrect ? null : `classified ${score.classifiedAs}`,
    score.balancesExact.every(Boolean) ? null : `balances ${score.balancesExact.map((exact) => (exact ? 'ok' : 'WRONG')).join(',')}`,
    score.reconciled.every(Boolean) ? null : `reconciled ${score.reconciled.map(String).join(',')}`,
    score.falselyReconciled ? 'FALSELY RECONCILED' : null,
    positionsFlag(score),
    score.failure,
  ].filter(Boolean);
  const lines = [`${score.id}  ${score.pages}p  ${score.match.matched}/${score.truthCount} matched, ${score.match.extra.length} extra  ${flags.join('; ')}`];
  const show = (label: string, rows: typeof score.match.missed) =>
    rows.slice(0, MISSES_SHOWN).forEach((row) => lines.push(`    ${label} ${row.date} ${row.direction} ${row.amount.toFixed(2)} ${row.description}`));
  show('missed', score.match.missed);
  show('extra ', score.match.extra);
  return lines.join('\n');
}

/** Positions read short of the true ledger's, or read where it has none (null when they agree). */
function positionsFlag({ positions }: StatementScore): string | null {
  if (positions.exact === positions.truth && positions.extra === 0) return null;
  return `positions found ${positions.found}/${positions.truth}, exact ${positions.exact}/${positions.truth}, extra ${positions.extra}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const valueOf = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 && args[at + 1] ? path.resolve(args[at + 1]) : null;
  };
  const textDirectory = valueOf('--text');
  const fromText = valueOf('--from-text');
  if (textDirectory) mkdirSync(textDirectory, { recursive: true });
  const directory = path.resolve(args.find((arg, index) => !arg.startsWith('--') && !['--text', '--from-text'].includes(args[index - 1] ?? '')) ?? 'corpus/synthetic');
  const files = readdirSync(directory).filter((file) => file.toLowerCase().endsWith('.pdf')).sort();
  const scores: StatementScore[] = [];
  for (const file of files) scores.push(await scoreFile(directory, file, textDirectory, fromText));
  await shutdownOcr();
  if (args.includes('--details')) {
    for (const score of scores) {
      const perfect = score.match.extra.length === 0 && score.match.missed.length === 0 && score.balancesExact.every(Boolean) && score.reconciled.every(Boolean) && score.classificationCorrect && positionsFlag(score) === null;
      if (!perfect) console.log(describe(score));
    }
    console.log('');
  }
  const families = [...new Set(scores.map((score) => score.family))].sort();
  // Scans also by how the scanner encoded them: a greyscale JPEG and a black-and-white (bilevel) page read very differently.
  const scanKinds = [...new Set(scores.flatMap((score) => (score.scanKind ? [score.scanKind] : [])))].sort();
  const byKind = scanKinds.map((kind) => summarize(`scan: ${kind}`, scores.filter((score) => score.scanKind === kind)));
  console.log(formatSummaries([...families.map((family) => summarize(family, scores.filter((score) => score.family === family))), ...byKind, summarize('OVERALL', scores)]));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
