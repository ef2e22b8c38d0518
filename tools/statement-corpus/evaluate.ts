import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BankStatementExtraction, extractBankStatement } from '@uw/bank-statement-extraction';
import { classifyDocument, extractPdfText } from '@uw/document-classification';
import { formatSummaries, summarize } from './evaluation/score-table';
import { scoreStatement, type StatementScore } from './evaluation/statement-score';
import { type StatementTruth } from './model/statement-truth.model';

/**
 * Reads every synthetic statement of a corpus folder the way the parsing worker does (extractPdfText,
 * classifyDocument, extractBankStatement for bank statements and month-to-date printouts) and scores it
 * against the ground truth beside it: transaction precision and recall, balances, reconciliation and
 * classification, per layout family and overall.
 *
 *   node -r ./tools/register-dist.js dist/tools/statement-corpus/evaluate.js [corpusDir] [--details]
 */
const LEDGER_TYPES = new Set(['bank_statement', 'month_to_date']);
const MISSES_SHOWN = 4;

async function scoreFile(directory: string, file: string): Promise<StatementScore> {
  const truth = JSON.parse(readFileSync(path.join(directory, file.replace(/\.pdf$/i, '.json')), 'utf8')) as StatementTruth;
  const text = await extractPdfText(readFileSync(path.join(directory, file)));
  if (!text.ok) return scoreStatement(truth, 'unreadable', null, text.reason);
  if (text.lowText) return scoreStatement(truth, 'unsupported_file', null, 'no text layer');
  const classification = classifyDocument({ text: text.pages.join('\n'), mime: 'application/pdf', pageCount: text.pageCount });
  const extraction: BankStatementExtraction | null = LEDGER_TYPES.has(classification.document_type) ? extractBankStatement(text.pages) : null;
  return scoreStatement(truth, classification.document_type, extraction, extraction ? null : `classified ${classification.document_type}`);
}

function describe(score: StatementScore): string {
  const flags = [
    score.classificationCorrect ? null : `classified ${score.classifiedAs}`,
    score.balancesExact.every(Boolean) ? null : `balances ${score.balancesExact.map((exact) => (exact ? 'ok' : 'WRONG')).join(',')}`,
    score.reconciled.every(Boolean) ? null : `reconciled ${score.reconciled.map(String).join(',')}`,
    score.falselyReconciled ? 'FALSELY RECONCILED' : null,
    score.failure,
  ].filter(Boolean);
  const lines = [`${score.id}  ${score.pages}p  ${score.match.matched}/${score.truthCount} matched, ${score.match.extra.length} extra  ${flags.join('; ')}`];
  const show = (label: string, rows: typeof score.match.missed) =>
    rows.slice(0, MISSES_SHOWN).forEach((row) => lines.push(`    ${label} ${row.date} ${row.direction} ${row.amount.toFixed(2)} ${row.description}`));
  show('missed', score.match.missed);
  show('extra ', score.match.extra);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const directory = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'corpus/synthetic');
  const files = readdirSync(directory).filter((file) => file.toLowerCase().endsWith('.pdf')).sort();
  const scores: StatementScore[] = [];
  for (const file of files) scores.push(await scoreFile(directory, file));
  if (args.includes('--details')) {
    for (const score of scores) {
      const perfect = score.match.extra.length === 0 && score.match.missed.length === 0 && score.balancesExact.every(Boolean) && score.reconciled.every(Boolean) && score.classificationCorrect;
      if (!perfect) console.log(describe(score));
    }
    console.log('');
  }
  const families = [...new Set(scores.map((score) => score.family))].sort();
  console.log(formatSummaries([...families.map((family) => summarize(family, scores.filter((score) => score.family === family))), summarize('OVERALL', scores)]));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
