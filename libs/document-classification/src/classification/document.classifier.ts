import { prepareClassificationText } from './classification-text';
import { confidenceOf, MIN_CONFIDENCE, MIN_SCORE, round } from './confidence.policy';
import { type ClassificationInput, type DocumentClassification } from './document-type.model';
import { type ContentFormat } from './marker.model';
import { type ProfileScore, scoreProfile } from './profile.scorer';
import { DOCUMENT_PROFILES } from './profiles/document.profiles';
import { revolvingCreditStatement } from './revolving-credit.statement';

/** Types whose files are ledgers of a deposit account. */
const LEDGER_TYPES: ReadonlySet<string> = new Set(['bank_statement', 'month_to_date']);

/** Fewer readable characters than this and there is nothing to classify: a scan or a photo without OCR. */
const MIN_TEXT_CHARS = 40;

/**
 * Decides the document type from content: every type's markers are weighed over the text, the best
 * score wins when it is strong enough and clear of the runner-up, otherwise the file is
 * `unsupported_file`. The mime type only says which types can occur (a JSON file is no scanned ID).
 */
export function classifyDocument(input: ClassificationInput): DocumentClassification {
  const format = contentFormatOf(input.mime);
  if (!format) return unsupported(0.95, [`content type ${input.mime} is not a document the classifier reads`]);
  const text = prepareClassificationText(input.text);
  if (text.textChars < MIN_TEXT_CHARS) {
    return unsupported(0, [`little or no text (${text.textChars} characters): image-only content needs OCR to be classified`]);
  }
  const pageCount = input.pageCount ?? null;
  const [best, runnerUp] = DOCUMENT_PROFILES.map((profile) => scoreProfile(profile, text, format, pageCount)).sort(
    (a, b) => b.score - a.score,
  );
  const confidence = confidenceOf(best.score, runnerUp.score);
  if (best.score < MIN_SCORE || confidence < MIN_CONFIDENCE) {
    return unsupported(round(Math.min(0.95, 1 - confidence)), [whyNot(best, runnerUp)]);
  }
  // A card's statement has a statement's balances and dated rows: it is told apart only once it has won as one.
  const card = LEDGER_TYPES.has(best.type) ? revolvingCreditStatement(text) : null;
  if (card) return unsupported(confidence, [card]);
  return { document_type: best.type, confidence, signals: [...best.signals, ...runnerUpSignal(runnerUp)] };
}

function contentFormatOf(mime: string): ContentFormat | null {
  const type = mime.split(';')[0].trim().toLowerCase();
  if (type === 'application/pdf' || type.startsWith('text/')) return 'document';
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  return null;
}

function unsupported(confidence: number, signals: string[]): DocumentClassification {
  return { document_type: 'unsupported_file', confidence, signals };
}

function whyNot(best: ProfileScore, runnerUp: ProfileScore): string {
  if (best.score === 0) return 'no marker of any supported document type';
  if (best.score < MIN_SCORE) return `too little evidence: best ${best.type} scored ${round(best.score)} (${best.signals.join(', ')})`;
  return `too close to call: ${best.type} ${round(best.score)} against ${runnerUp.type} ${round(runnerUp.score)}`;
}

function runnerUpSignal(runnerUp: ProfileScore): string[] {
  return runnerUp.score > 0 ? [`runner-up: ${runnerUp.type} (${round(runnerUp.score)})`] : [];
}
