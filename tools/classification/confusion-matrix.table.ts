import { type DocumentType } from '@uw/document-classification';

export interface ClassifiedFile {
  name: string;
  actual: DocumentType;
  predicted: DocumentType;
}

/** Short column headings, so the matrix fits a terminal. */
const ABBREVIATIONS: Readonly<Record<DocumentType, string>> = {
  bank_statement: 'bank',
  month_to_date: 'mtd',
  banklink_asset_report: 'banklink',
  loan_application_form: 'loan_app',
  receipt: 'receipt',
  verification_report: 'verif',
  credit_report: 'credit',
  tax_form: 'tax',
  ar_report: 'ar',
  photo_id: 'photo_id',
  voided_check: 'check',
  unsupported_file: 'unsupp',
};

/** Rows are the actual types, columns the predicted ones; only types that occur on either side are shown. */
export function renderConfusionMatrix(results: readonly ClassifiedFile[]): string {
  const types = [...new Set(results.flatMap((result) => [result.actual, result.predicted]))].sort();
  const count = (actual: DocumentType, predicted: DocumentType) =>
    results.filter((result) => result.actual === actual && result.predicted === predicted).length;
  const rowHeading = Math.max(...types.map((type) => type.length), 'actual \\ predicted'.length);
  const width = Math.max(...types.map((type) => ABBREVIATIONS[type].length), 5);
  const header = ['actual \\ predicted'.padEnd(rowHeading), ...types.map((type) => ABBREVIATIONS[type].padStart(width)), 'total'.padStart(6)];
  const rows = types.map((actual) => {
    const cells = types.map((predicted) => {
      const cell = count(actual, predicted);
      return (cell === 0 ? '.' : String(cell)).padStart(width);
    });
    const total = results.filter((result) => result.actual === actual).length;
    return [actual.padEnd(rowHeading), ...cells, String(total).padStart(6)];
  });
  return [header, ...rows].map((row) => row.join('  ')).join('\n');
}
