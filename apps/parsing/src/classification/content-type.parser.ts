import { classifyDocument, extractPdfText } from '@uw/document-classification';
import { extractBankStatement } from '@uw/bank-statement-extraction';
import { detectFileType } from '@uw/file-intake';
import type { DocumentInput, DocumentOutcome, DocumentParser } from './document-parser';

/** Documents whose ledger is read into `parser_v2_mca_result`. */
const LEDGER_TYPES = new Set<string>(['bank_statement', 'month_to_date']);

/**
 * Reads each file's text and classifies it from content (libs/document-classification). Unreadable
 * files fail with the reason; image-only files fail with "OCR needed" until OCR lands; JSON can only be
 * a bank-link asset report. Bank statements and month-to-date printouts are read into ledgers
 * (libs/bank-statement-extraction), assembled by the job into `parser_v2_mca_result`.
 */
export class ContentTypeParser implements DocumentParser {
  async parse(input: DocumentInput): Promise<DocumentOutcome> {
    const type = detectFileType(input.data.subarray(0, 4_096));
    switch (type.kind) {
      case 'pdf': {
        const pdf = await extractPdfText(input.data);
        if (!pdf.ok) return failed(`Unreadable PDF: ${pdf.reason}`);
        if (pdf.lowText) return { ...failed('Image-only PDF (no text layer): OCR is needed and not available yet'), document_type: 'unsupported_file', page_count: pdf.pageCount };
        const outcome = classified(classifyDocument({ text: pdf.pages.join('\n'), mime: type.mime, pageCount: pdf.pageCount }), pdf.pageCount);
        return LEDGER_TYPES.has(outcome.document_type) ? { ...outcome, bank_statement: extractBankStatement(pdf.pages) } : outcome;
      }
      case 'json':
      case 'text':
        return classified(classifyDocument({ text: input.data.toString('utf8'), mime: type.mime }), null);
      case 'image':
        return { ...failed('Images need OCR, which is not available yet'), document_type: 'unsupported_file' };
      default:
        return { ...failed(`Unsupported file type (${type.mime})`), document_type: 'unsupported_file' };
    }
  }
}

function classified(result: ReturnType<typeof classifyDocument>, pageCount: number | null): DocumentOutcome {
  if (result.document_type === 'unsupported_file') {
    return { document_type: 'unsupported_file', document_status: 'failed', failure_reason: `Could not classify: ${result.signals.join('; ')}`, page_count: pageCount };
  }
  return { document_type: result.document_type, document_status: 'completed', failure_reason: null, page_count: pageCount };
}

function failed(reason: string): DocumentOutcome {
  return { document_type: 'pending', document_status: 'failed', failure_reason: reason, page_count: null };
}
