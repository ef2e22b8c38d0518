import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { assemblePageLines } from './page-lines.assembler';
import {
  DEFAULT_PDF_TEXT_OPTIONS,
  LOW_TEXT_CHARS_PER_PAGE,
  type PdfTextExtraction,
  type PdfTextOptions,
} from './pdf-text.model';
import { PDF_TEXT_READER_WORKER_SCRIPT, type PdfTextReaderInput, type PdfTextReaderMessage } from './pdf-text.worker-script';

/**
 * Reads the text of each page of a PDF, as lines rebuilt from where pdf.js places each text run. Never
 * throws and never outlives `timeoutMs`: pdf.js runs in a worker thread with a bounded heap that is
 * terminated when time runs out.
 */
export async function extractPdfText(data: Buffer, options: PdfTextOptions = {}): Promise<PdfTextExtraction> {
  if (data.length === 0) return { ok: false, reason: 'The file is empty' };
  const { maxPages, timeoutMs, maxHeapMb } = { ...DEFAULT_PDF_TEXT_OPTIONS, ...options };
  try {
    const message = await readInWorker({ data, maxPages: Math.max(0, Math.floor(maxPages)), timeoutMs, maxHeapMb });
    return interpret(message);
  } catch (error) {
    return { ok: false, reason: `The PDF could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function interpret(message: PdfTextReaderMessage): PdfTextExtraction {
  if (message.outcome === 'unreadable') {
    return {
      ok: false,
      reason: message.passwordRequired
        ? 'The PDF is password-protected and cannot be opened without its password'
        : `The PDF is damaged and cannot be read (${message.detail})`,
    };
  }
  if (message.pageCount === 0) return { ok: false, reason: 'The PDF has no pages' };
  const pages = message.pages.map((fragments) => assemblePageLines(fragments).join('\n'));
  const pageTextChars = pages.map(countTextChars);
  const lowTextPages = pageTextChars.filter((chars) => chars < LOW_TEXT_CHARS_PER_PAGE).length;
  return {
    ok: true,
    pages,
    pageCount: message.pageCount,
    textChars: pageTextChars.reduce((sum, chars) => sum + chars, 0),
    pageTextChars,
    lowText: pages.length > 0 && lowTextPages * 2 > pages.length,
  };
}

function countTextChars(text: string): number {
  return text.replace(/\s+/g, '').length;
}

interface ReaderLimits {
  data: Buffer;
  maxPages: number;
  timeoutMs: number;
  maxHeapMb: number;
}

function readInWorker({ data, maxPages, timeoutMs, maxHeapMb }: ReaderLimits): Promise<PdfTextReaderMessage> {
  // A copy: the caller's buffer may be a slice of a pooled allocation, and the worker owns what it gets.
  const workerData: PdfTextReaderInput = {
    pdfjsUrl: pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href,
    bytes: new Uint8Array(data),
    maxPages,
  };
  // Its own stdout and stderr, left unread, keep anything the parser prints out of the service's logs.
  const worker = new Worker(PDF_TEXT_READER_WORKER_SCRIPT, {
    eval: true,
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    stdout: true,
    stderr: true,
  });
  let timer: NodeJS.Timeout | undefined;
  const answer = new Promise<PdfTextReaderMessage>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`reading it took longer than ${timeoutMs / 1000} s, the time allowed`)), timeoutMs);
    worker.once('message', resolve);
    worker.once('messageerror', reject);
    worker.once('error', (error: Error & { code?: string }) =>
      reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new Error(`reading it needs more than ${maxHeapMb} MiB of memory, the amount allowed`)
          : error,
      ),
    );
    worker.once('exit', () => reject(new Error('the PDF reader stopped before giving an answer')));
  });
  return answer.finally(() => {
    clearTimeout(timer);
    void worker.terminate();
  });
}
