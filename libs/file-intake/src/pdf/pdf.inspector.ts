import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DEFAULT_PDF_INSPECTION_OPTIONS, type PdfInspection, type PdfInspectionOptions } from './pdf-inspection.model';
import { PDF_READER_WORKER_SCRIPT, type PdfReaderInput, type PdfReaderMessage } from './pdf-reader.worker-script';
import { findStructuralProblem } from './pdf-structure.check';

/**
 * Counts the pages of a PDF and says whether it is encrypted, or why it cannot be read. Never throws and
 * never outlives `timeoutMs`: parsing runs in a worker thread that is terminated when time runs out.
 */
export async function inspectPdf(data: Buffer, options: PdfInspectionOptions = {}): Promise<PdfInspection> {
  const structuralProblem = findStructuralProblem(data);
  if (structuralProblem) return { ok: false, reason: structuralProblem };
  const { timeoutMs, maxHeapMb } = { ...DEFAULT_PDF_INSPECTION_OPTIONS, ...options };
  try {
    return interpret(await readInWorker(data, timeoutMs, maxHeapMb), data);
  } catch (error) {
    return { ok: false, reason: `The PDF could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function interpret(message: PdfReaderMessage, data: Buffer): PdfInspection {
  if (message.outcome === 'unreadable') {
    return {
      ok: false,
      reason: message.passwordRequired
        ? 'The PDF is password-protected and cannot be opened without its password'
        : `The PDF is damaged and cannot be read (${message.detail})`,
    };
  }
  if (message.pageCount === 0) return { ok: false, reason: 'The PDF has no pages' };
  // Without readable document information, the trailer's /Encrypt entry still tells.
  const encrypted = message.encrypted ?? data.includes('/Encrypt');
  return { ok: true, pageCount: message.pageCount, encrypted };
}

function readInWorker(data: Buffer, timeoutMs: number, maxHeapMb: number): Promise<PdfReaderMessage> {
  // A copy: the caller's buffer may be a slice of a pooled allocation, and the worker owns what it gets.
  const workerData: PdfReaderInput = {
    pdfjsUrl: pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href,
    bytes: new Uint8Array(data),
  };
  // Its own stdout and stderr, left unread, keep anything the parser prints out of the service's logs.
  const worker = new Worker(PDF_READER_WORKER_SCRIPT, {
    eval: true,
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    stdout: true,
    stderr: true,
  });
  let timer: NodeJS.Timeout | undefined;
  const answer = new Promise<PdfReaderMessage>((resolve, reject) => {
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
