import { readFileSync } from 'node:fs';
import path from 'node:path';
import { classifyDocument, type DocumentClassification, extractPdfText } from '@uw/document-classification';
import { detectFileType } from '@uw/file-intake';
import { ocrDocument, shutdownOcr } from '@uw/ocr';
import { type LabelledFile, listLabelledCorpus } from './corpus-labels';
import { type ClassifiedFile, renderConfusionMatrix } from './confusion-matrix.table';

/**
 * Classification accuracy over a labelled corpus: each file is labelled by its folder, read from its
 * bytes as the parsing worker reads it (pdf.js text for PDFs, OCR for image-only PDFs and images, the
 * file itself for JSON and text) and classified; prints the decision
 * per file, the confusion matrix (rows actual, columns predicted) and the accuracy.
 *
 *   node -r ./tools/register-dist.js dist/tools/classification/confusion-matrix.js [corpusDir]
 */
interface FileOutcome extends ClassifiedFile {
  file: LabelledFile;
  classification: DocumentClassification;
  pages: number | null;
  textChars: number;
  lowText: boolean;
  ocrConfidence?: number;
  readFailure?: string;
  millis: number;
}

interface ReadContent {
  text: string;
  mime: string;
  pageCount: number | null;
  lowText: boolean;
  /** Mean OCR word confidence when the text came from OCR. */
  ocrConfidence?: number;
  failure?: string;
}

async function readByOcr(data: Buffer, mime: string, pageCount: number | null): Promise<ReadContent> {
  const ocr = await ocrDocument({ data, mime });
  if (!ocr.ok) return { text: '', mime, pageCount, lowText: true, failure: `OCR: ${ocr.reason}` };
  return { text: ocr.pages.map((page) => page.text).join('\n\f\n'), mime, pageCount: ocr.pageCount, lowText: true, ocrConfidence: ocr.meanConfidence };
}

async function readContent(data: Buffer): Promise<ReadContent> {
  const { mime, kind } = detectFileType(data.subarray(0, 4_100));
  if (kind === 'pdf') {
    const extraction = await extractPdfText(data);
    if (!extraction.ok) return { text: '', mime, pageCount: null, lowText: true, failure: extraction.reason };
    if (extraction.lowText) return readByOcr(data, mime, extraction.pageCount);
    return { text: extraction.pages.join('\n\f\n'), mime, pageCount: extraction.pageCount, lowText: false };
  }
  if (kind === 'json' || kind === 'text') return { text: data.toString('utf8'), mime, pageCount: null, lowText: false };
  return readByOcr(data, mime, null);
}

async function classifyFile(file: LabelledFile): Promise<FileOutcome> {
  const started = performance.now();
  const content = await readContent(readFileSync(file.absolutePath));
  const classification = classifyDocument({ text: content.text, mime: content.mime, pageCount: content.pageCount });
  const predicted = classification.document_type;
  return {
    name: file.name,
    file,
    // A file that may be either of two types is counted under the one predicted when that is accepted.
    actual: file.accepted.includes(predicted) ? predicted : file.accepted[0],
    predicted,
    classification,
    pages: content.pageCount,
    textChars: content.text.replace(/\s+/g, '').length,
    lowText: content.lowText,
    ocrConfidence: content.ocrConfidence,
    readFailure: content.failure,
    millis: performance.now() - started,
  };
}

function describeFile(outcome: FileOutcome): string {
  const mark = outcome.actual === outcome.predicted ? 'ok  ' : 'MISS';
  const accepted = outcome.file.accepted.join(' | ');
  const figures = `conf ${outcome.classification.confidence.toFixed(2)}, ${outcome.pages ?? '-'} pages, ${outcome.textChars} chars, ${Math.round(outcome.millis)} ms`;
  const lines = [`${mark} ${outcome.name}`, `     expected ${accepted} -> ${outcome.predicted} (${figures})`];
  if (outcome.file.note) lines.push(`     note: ${outcome.file.note}`);
  if (outcome.readFailure) lines.push(`     read failure: ${outcome.readFailure}`);
  else if (outcome.lowText) lines.push(`     no text layer: read by OCR (mean word confidence ${Math.round(outcome.ocrConfidence ?? 0)}/100)`);
  lines.push(`     signals: ${outcome.classification.signals.slice(0, 6).join('; ')}`);
  return lines.join('\n');
}

function percent(part: number, whole: number): string {
  return whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
}

async function main(): Promise<void> {
  const corpusDir = path.resolve(process.argv[2] ?? '../shared/corpus/real');
  const { files, skipped } = listLabelledCorpus(corpusDir);
  if (files.length === 0) throw new Error(`No labelled files under ${corpusDir}`);
  console.log(`Corpus ${corpusDir}: ${files.length} files classified, ${skipped.length} skipped (${skipped.join(', ')})\n`);

  const outcomes: FileOutcome[] = [];
  for (const file of files) outcomes.push(await classifyFile(file));
  console.log(`Per file\n${outcomes.map(describeFile).join('\n')}\n`);
  console.log(`Confusion matrix (rows actual, columns predicted)\n${renderConfusionMatrix(outcomes)}\n`);

  const correct = outcomes.filter((outcome) => outcome.actual === outcome.predicted).length;
  const withText = outcomes.filter((outcome) => !outcome.lowText);
  const correctWithText = withText.filter((outcome) => outcome.actual === outcome.predicted).length;
  const scanned = outcomes.filter((outcome) => outcome.lowText);
  const correctScanned = scanned.filter((outcome) => outcome.actual === outcome.predicted).length;
  console.log(`Accuracy: ${correct}/${outcomes.length} = ${percent(correct, outcomes.length)}`);
  console.log(`Files with a text layer: ${correctWithText}/${withText.length} = ${percent(correctWithText, withText.length)}`);
  console.log(`Files read by OCR: ${correctScanned}/${scanned.length} = ${percent(correctScanned, scanned.length)}`);
  await shutdownOcr();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
