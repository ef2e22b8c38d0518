import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BankStatementExtraction, extractBankStatement } from '@uw/bank-statement-extraction';
import { extractPdfText } from '@uw/document-classification';

/**
 * Bank statement extraction over a folder of statement PDFs: per text PDF the bank, period, balances,
 * transaction count, credit and debit totals and whether the reading reconciles; then how many did.
 *
 *   node -r ./tools/register-dist.js dist/tools/extraction/corpus-report.js [statementsDir]
 */
const DEFAULT_DIR = path.resolve(__dirname, '../../../../shared/corpus/real/bank_statements');

function money(value: number | null): string {
  return value === null ? '?' : value.toFixed(2);
}

function totals(extraction: BankStatementExtraction): { credits: number; debits: number } {
  const sum = (direction: 'credit' | 'debit') =>
    extraction.transactions.filter((row) => row.direction === direction).reduce((total, row) => total + row.amount, 0);
  return { credits: sum('credit'), debits: sum('debit') };
}

function report(name: string, extraction: BankStatementExtraction): string {
  const { credits, debits } = totals(extraction);
  const { reconciliation } = extraction;
  const status = reconciliation.is_reconciled
    ? 'RECONCILED'
    : `NOT RECONCILED (${reconciliation.reason ?? 'unknown'})`;
  return [
    `${name}`,
    `  bank ${extraction.bank_name ?? '?'} | business ${extraction.business_name ?? '?'} | account ${extraction.account_number ?? '?'} (${extraction.account_type ?? '?'})`,
    `  period ${extraction.statement_start_date ?? '?'} to ${extraction.statement_end_date ?? '?'} | balances ${money(extraction.starting_balance)} -> ${money(extraction.ending_balance)}`,
    `  ${extraction.transactions.length} transactions | credits ${credits.toFixed(2)} | debits ${debits.toFixed(2)} | computed ending ${money(reconciliation.computed_ending_balance)}`,
    `  ${status}`,
    ...extraction.warnings.map((warning) => `  warning: ${warning}`),
  ].join('\n');
}

async function main(): Promise<void> {
  const directory = path.resolve(process.argv[2] ?? DEFAULT_DIR);
  const files = readdirSync(directory).filter((file) => file.toLowerCase().endsWith('.pdf')).sort();
  let statements = 0;
  let reconciled = 0;
  for (const file of files) {
    const text = await extractPdfText(readFileSync(path.join(directory, file)));
    if (!text.ok) {
      console.log(`${file}\n  skipped: ${text.reason}`);
      continue;
    }
    if (text.lowText) {
      console.log(`${file}\n  skipped: no text layer (image-only, needs OCR)`);
      continue;
    }
    const extraction = extractBankStatement(text.pages);
    statements += 1;
    if (extraction.reconciliation.is_reconciled) reconciled += 1;
    console.log(report(file, extraction));
  }
  console.log(`\n${reconciled} of ${statements} statements reconciled`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
