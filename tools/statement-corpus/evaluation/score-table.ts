import { type StatementScore } from './statement-score';

export interface ScoreSummary {
  label: string;
  statements: number;
  pages: number;
  truthTransactions: number;
  precision: number;
  recall: number;
  f1: number;
  /** F1 matching on date, amount and direction alone (descriptions left out). */
  moneyF1: number;
  balancesExact: number;
  accounts: number;
  reconciled: number;
  falselyReconciled: number;
  classified: number;
  /**
   * Debt positions of the true ledgers; those found in the reading (a missed one is missed stacking); those
   * read with the same payments to the cent; and positions read that are not there (a false stacking flag).
   */
  truePositions: number;
  foundPositions: number;
  exactPositions: number;
  extraPositions: number;
  /** Scans: pages read by OCR, their seconds, and the mean word confidence weighted by page. */
  ocrPages: number;
  ocrSeconds: number;
  ocrConfidence: number;
}

export function summarize(label: string, scores: readonly StatementScore[]): ScoreSummary {
  const matched = sum(scores, (score) => score.match.matched);
  const read = sum(scores, (score) => score.readCount);
  const truth = sum(scores, (score) => score.truthCount);
  const precision = read === 0 ? 0 : matched / read;
  const recall = truth === 0 ? 0 : matched / truth;
  const moneyMatched = sum(scores, (score) => score.moneyMatched);
  return {
    label,
    statements: scores.length,
    pages: sum(scores, (score) => score.pages),
    truthTransactions: truth,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    moneyF1: read + truth === 0 ? 0 : (2 * moneyMatched) / (read + truth),
    balancesExact: sum(scores, (score) => score.balancesExact.filter(Boolean).length),
    accounts: sum(scores, (score) => score.balancesExact.length),
    reconciled: sum(scores, (score) => score.reconciled.filter(Boolean).length),
    falselyReconciled: scores.filter((score) => score.falselyReconciled).length,
    classified: scores.filter((score) => score.classificationCorrect).length,
    truePositions: sum(scores, (score) => score.positions.truth),
    foundPositions: sum(scores, (score) => score.positions.found),
    exactPositions: sum(scores, (score) => score.positions.exact),
    extraPositions: sum(scores, (score) => score.positions.extra),
    ocrPages: sum(scores, (score) => score.ocr?.pages ?? 0),
    ocrSeconds: sum(scores, (score) => score.ocr?.seconds ?? 0),
    ocrConfidence: weightedConfidence(scores),
  };
}

const HEADER = ['family', 'docs', 'pages', 'txns', 'precision', 'recall', 'F1', 'F1 w/o descr.', 'balances exact', 'reconciled', 'false-reconciled', 'classified', 'positions found', 'exact', 'extra'];
const OCR_HEADER = ['OCR s/page', 'confidence'];

/** A fixed-width table: one line per family and the overall line; OCR columns when some document was a scan. */
export function formatSummaries(summaries: readonly ScoreSummary[]): string {
  const scanned = summaries.some((summary) => summary.ocrPages > 0);
  const header = scanned ? [...HEADER, ...OCR_HEADER] : HEADER;
  const rows = summaries.map((summary) => [
    summary.label,
    String(summary.statements),
    String(summary.pages),
    String(summary.truthTransactions),
    percent(summary.precision),
    percent(summary.recall),
    percent(summary.f1),
    percent(summary.moneyF1),
    `${summary.balancesExact}/${summary.accounts}`,
    `${summary.reconciled}/${summary.accounts}`,
    String(summary.falselyReconciled),
    `${summary.classified}/${summary.statements}`,
    `${summary.foundPositions}/${summary.truePositions}`,
    `${summary.exactPositions}/${summary.truePositions}`,
    String(summary.extraPositions),
    ...(scanned ? ocrCells(summary) : []),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

function ocrCells(summary: ScoreSummary): string[] {
  if (summary.ocrPages === 0) return ['-', '-'];
  return [(summary.ocrSeconds / summary.ocrPages).toFixed(2), summary.ocrConfidence.toFixed(1)];
}

function weightedConfidence(scores: readonly StatementScore[]): number {
  const pages = sum(scores, (score) => score.ocr?.pages ?? 0);
  return pages === 0 ? 0 : sum(scores, (score) => (score.ocr ? score.ocr.confidence * score.ocr.pages : 0)) / pages;
}

function percent(value: number): string {
  return `${(value * 100).toFixed(2)}%`;
}

function sum<T>(items: readonly T[], of: (item: T) => number): number {
  return items.reduce((total, item) => total + of(item), 0);
}
