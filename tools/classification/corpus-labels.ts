import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type DocumentType } from '@uw/document-classification';

/** A corpus file and the types a correct classifier may give it (the first is its label). */
export interface LabelledFile {
  /** Path relative to the corpus folder, with forward slashes. */
  name: string;
  absolutePath: string;
  accepted: readonly DocumentType[];
  /** Why more than one type is accepted, when it is. */
  note?: string;
}

export interface CorpusListing {
  files: LabelledFile[];
  skipped: string[];
}

/** The label of every file below a top-level folder of the corpus. */
const FOLDER_LABELS: Readonly<Record<string, DocumentType>> = {
  bank_statements: 'bank_statement',
  month_to_date: 'month_to_date',
  banklink_asset_reports: 'banklink_asset_report',
  loan_applications: 'loan_application_form',
  receipts: 'receipt',
  verification_reports: 'verification_report',
  credit_reports: 'credit_report',
  tax_forms: 'tax_form',
  ar_reports: 'ar_report',
  photo_ids: 'photo_id',
  voided_checks: 'voided_check',
  unsupported: 'unsupported_file',
};

/** Raw data and paperwork beside the documents: not something a broker uploads as a document. */
const SKIPPED_FILE = /\.(?:xml|md|txt)$|^(?:readme|license|licence|copying)\b/i;
/** Words of a file name that say nothing about which document it is. */
const GENERIC_NAME_WORDS = new Set(['sample', 'samples', 'example', 'test', 'statement', 'statements', 'scanned', 'checking', 'savings']);
/** README wording for an online-banking activity printout rather than a periodic statement. */
const PRINTOUT_NOTE = /printout|activity export|online[- ]banking activity|online activity/i;

export function listLabelledCorpus(corpusDir: string): CorpusListing {
  const printoutClauses = readmeClauses(corpusDir).filter((clause) => PRINTOUT_NOTE.test(clause));
  const files: LabelledFile[] = [];
  const skipped: string[] = [];
  for (const name of walk(corpusDir)) {
    const label = FOLDER_LABELS[name.split('/')[0]];
    if (!label || !name.includes('/') || SKIPPED_FILE.test(path.basename(name))) {
      skipped.push(name);
      continue;
    }
    const absolutePath = path.join(corpusDir, name);
    const printout = label === 'bank_statement' && printoutClauses.some((clause) => mentionsFile(clause, name));
    files.push(
      printout
        ? { name, absolutePath, accepted: ['bank_statement', 'month_to_date'], note: 'README: online activity printout' }
        : { name, absolutePath, accepted: [label] },
    );
  }
  return { files, skipped };
}

function walk(root: string, relative = ''): string[] {
  return readdirSync(path.join(root, relative))
    .sort()
    .flatMap((entry) => {
      const name = relative ? `${relative}/${entry}` : entry;
      return statSync(path.join(root, name)).isDirectory() ? walk(root, name) : [name];
    });
}

/** Sentences, clauses and table cells of the corpus README, each a candidate note about some file. */
function readmeClauses(corpusDir: string): string[] {
  try {
    return readFileSync(path.join(corpusDir, 'README.md'), 'utf8').split(/[\n|;]|\.\s/);
  } catch {
    return [];
  }
}

/** A note names a file when it contains the file name's distinctive words in order ("chase for business"). */
export function mentionsFile(clause: string, fileName: string): boolean {
  const words = path
    .basename(fileName, path.extname(fileName))
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter((word) => word.length > 0 && !GENERIC_NAME_WORDS.has(word));
  if (words.length === 0) return false;
  const normalisedClause = ` ${clause.toLowerCase().replace(/[^a-z0-9&]+/g, ' ')} `;
  return normalisedClause.includes(` ${words.join(' ')} `);
}
