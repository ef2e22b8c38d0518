import { detectFileType, inspectPdf } from '@uw/file-intake';
import type { DocumentInput, DocumentOutcome, DocumentParser } from './document-parser';

/**
 * The first parser: decides from content what can be known without the extraction engines. Unreadable
 * or password-protected files fail with a reason; a Plaid-shaped asset report is recognised; readable
 * PDFs and images are `unsupported_file` until the classification engine lands (issue: classification
 * and bank statement extraction).
 */
export class ContentTypeParser implements DocumentParser {
  async parse(input: DocumentInput): Promise<DocumentOutcome> {
    const type = detectFileType(input.data.subarray(0, 4_100));
    switch (type.kind) {
      case 'pdf': {
        const pdf = await inspectPdf(input.data);
        if (!pdf.ok) return failed(`Unreadable PDF: ${pdf.reason}`);
        return { ...unsupported(), page_count: pdf.pageCount };
      }
      case 'json':
        return isAssetReport(input.data)
          ? { document_type: 'banklink_asset_report', document_status: 'completed', failure_reason: null, page_count: null }
          : failed('JSON file is not a recognised bank-link asset report');
      case 'image':
        return unsupported();
      default:
        return { document_type: 'unsupported_file', document_status: 'failed', failure_reason: `Unsupported file type (${type.mime})`, page_count: null };
    }
  }
}

function failed(reason: string): DocumentOutcome {
  return { document_type: 'pending', document_status: 'failed', failure_reason: reason, page_count: null };
}

function unsupported(): DocumentOutcome {
  return { document_type: 'unsupported_file', document_status: 'completed', failure_reason: null, page_count: null };
}

function isAssetReport(data: Buffer): boolean {
  try {
    const parsed = JSON.parse(data.toString('utf8')) as { report?: { items?: unknown } };
    return Array.isArray(parsed.report?.items);
  } catch {
    return false;
  }
}
