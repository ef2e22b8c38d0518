import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { assemblePageLines } from './page-lines.assembler';
import {
  DEFAULT_PDF_TEXT_OPTIONS,
  LOW_TEXT_CHARS_PER_PAGE,
  PDF_TEXT_READER_ENV,
  type PdfTextExtraction,
  type PdfTextOptions,
  type PdfTextReaderChoice,
  readingTookTooLong,
} from './pdf-text.model';
import { popplerInstalled, readWithPoppler, stopPopplerReads } from './pdf-text.poppler-reader';
import {
  PDF_TEXT_READER_WORKER_SCRIPT,
  type PdfTextReaderInput,
  type PdfTextReaderJob,
  type PdfTextReaderMessage,
  type PdfTextReaderReply,
} from './pdf-text.worker-script';

/**
 * Reads the text of each page of a PDF, as lines rebuilt from where each word or text run is placed on the
 * page. Never throws and never outlives `timeoutMs`.
 *
 * Two text layers (`PdfTextOptions.reader`, `PDF_TEXT_READER`): poppler's `pdftotext -bbox-layout`, run as
 * a separate program when it is installed (see `readWithPoppler`), and pdf.js in a worker thread with a
 * bounded heap, terminated when time runs out or when it fails. Both give fragments that
 * `assemblePageLines` rebuilds into the same lines. A file poppler refuses is read by pdf.js in the time
 * left.
 *
 * Calls are answered one at a time, later calls waiting their turn (`timeoutMs` counts from a call's
 * turn). The pdf.js thread is reused: started on first use (unref'ed, so it never keeps the process alive)
 * and replaced after a timeout, a crash, a call with another `maxHeapMb`, or
 * `PDF_TEXT_WORKER_DOCUMENTS_PER_THREAD` documents. `shutdownPdfTextWorker` stops it and any poppler process.
 */
export async function extractPdfText(data: Buffer, options: PdfTextOptions = {}): Promise<PdfTextExtraction> {
  if (data.length === 0) return { ok: false, reason: 'The file is empty' };
  const { maxPages, timeoutMs, maxHeapMb } = { ...DEFAULT_PDF_TEXT_OPTIONS, ...options };
  const reader = pdfTextReader(options.reader);
  try {
    const limits: ReaderLimits = { data, maxPages: Math.max(0, Math.floor(maxPages)), timeoutMs, maxHeapMb };
    return interpret(await inTurn(() => (reader === 'poppler' ? readWithPopplerFirst(limits) : readWithPdfjs(limits))));
  } catch (error) {
    return { ok: false, reason: `The PDF could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * The text layer a call with this choice uses: the call's own choice, else `PDF_TEXT_READER` (`pdfjs`,
 * `poppler`; anything else is `auto`), else `auto`, which is poppler when `pdftotext` is on PATH (looked up
 * once per process).
 */
export function pdfTextReader(choice?: PdfTextReaderChoice): 'poppler' | 'pdfjs' {
  const chosen = choice ?? process.env[PDF_TEXT_READER_ENV]?.trim().toLowerCase();
  if (chosen === 'poppler' || chosen === 'pdfjs') return chosen;
  return popplerInstalled() ? 'poppler' : 'pdfjs';
}

export interface PdfTextReaderStats {
  /** Files read by poppler since the process began. */
  popplerReads: number;
  /** Files poppler refused that pdf.js then read (or failed to read). */
  pdfjsFallbacks: number;
  /** Why poppler refused the last file it refused. */
  lastFallbackReason: string | undefined;
}

const readerStats: PdfTextReaderStats = { popplerReads: 0, pdfjsFallbacks: 0, lastFallbackReason: undefined };

/** How often poppler read a file and how often pdf.js had to; for specs, benchmarks and diagnostics. */
export function pdfTextReaderStats(): PdfTextReaderStats {
  return { ...readerStats };
}

/** Page texts as read, before counting; or why the file cannot be read. */
type Reading =
  | { outcome: 'read'; pageCount: number; pages: string[] }
  | { outcome: 'unreadable'; passwordRequired: boolean; detail: string };

async function readWithPopplerFirst(limits: ReaderLimits): Promise<Reading> {
  const started = Date.now();
  const reading = await readWithPoppler(limits.data, {
    maxPages: limits.maxPages,
    timeoutMs: limits.timeoutMs,
    maxMemoryMb: limits.maxHeapMb,
    maxOutputMb: limits.maxHeapMb,
  });
  if (reading.outcome === 'read') {
    readerStats.popplerReads += 1;
    return reading;
  }
  if (reading.outcome === 'password') return { outcome: 'unreadable', passwordRequired: true, detail: 'a password is required' };
  readerStats.pdfjsFallbacks += 1;
  readerStats.lastFallbackReason = reading.detail;
  const timeLeftMs = limits.timeoutMs - (Date.now() - started);
  if (timeLeftMs <= 0) throw readingTookTooLong(limits.timeoutMs);
  return readWithPdfjs({ ...limits, timeLeftMs });
}

async function readWithPdfjs(limits: ReaderLimits): Promise<Reading> {
  const message = await readOne(limits);
  if (message.outcome === 'unreadable') return message;
  return { outcome: 'read', pageCount: message.pageCount, pages: message.pages.map((fragments) => assemblePageLines(fragments).join('\n')) };
}

function interpret(reading: Reading): PdfTextExtraction {
  if (reading.outcome === 'unreadable') {
    return {
      ok: false,
      reason: reading.passwordRequired
        ? 'The PDF is password-protected and cannot be opened without its password'
        : `The PDF is damaged and cannot be read (${reading.detail})`,
    };
  }
  if (reading.pageCount === 0) return { ok: false, reason: 'The PDF has no pages' };
  const { pages } = reading;
  const pageTextChars = pages.map(countTextChars);
  const lowTextPages = pageTextChars.filter((chars) => chars < LOW_TEXT_CHARS_PER_PAGE).length;
  return {
    ok: true,
    pages,
    pageCount: reading.pageCount,
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
  /** The call's time limit, as reported when it runs out. */
  timeoutMs: number;
  /** Time the pdf.js thread is given when less than `timeoutMs` is left (after poppler refused the file). */
  timeLeftMs?: number;
  maxHeapMb: number;
}

/** Documents one reader thread reads before it is replaced, so whatever pdf.js keeps between documents stays bounded. */
export const PDF_TEXT_WORKER_DOCUMENTS_PER_THREAD = 50;

interface ReaderThread {
  worker: Worker;
  /** Heap limit the thread was started with; a call asking for another one gets a thread of its own. */
  heapMb: number;
  documents: number;
}

/** The one reader thread, started on first use and replaced after a timeout, a crash or enough documents. */
let reader: ReaderThread | undefined;
/** Calls wait here for their turn: one PDF is read at a time. */
let queue: Promise<unknown> = Promise.resolve();
let nextJobId = 1;
let threadsStarted = 0;
/** Threads being terminated, awaited by `shutdownPdfTextWorker` so nothing outlives it. */
const stopping = new Set<Promise<unknown>>();

export interface PdfTextWorkerStats {
  /** Reader threads started since the process began. */
  threadsStarted: number;
  /** A reader thread is running now. */
  running: boolean;
  /** Documents read by the running thread. */
  documentsOnThread: number;
}

/** How the reader thread has been used; for specs and diagnostics. */
export function pdfTextWorkerStats(): PdfTextWorkerStats {
  return { threadsStarted, running: reader !== undefined, documentsOnThread: reader?.documents ?? 0 };
}

/**
 * Stops the reader thread, if any, and any poppler process, and waits until every thread still being
 * retired is gone. A call in progress answers `{ ok: false }`; a later call starts a new thread.
 */
export async function shutdownPdfTextWorker(): Promise<void> {
  stopPopplerReads();
  if (reader) retire(reader);
  await Promise.all([...stopping]);
}

function inTurn<T>(read: () => Promise<T>): Promise<T> {
  const turn = queue.then(read);
  queue = turn.catch(() => undefined);
  return turn;
}

function readOne({ data, maxPages, timeoutMs, timeLeftMs, maxHeapMb }: ReaderLimits): Promise<PdfTextReaderMessage> {
  const thread = readerWith(maxHeapMb);
  const { worker } = thread;
  const id = nextJobId++;
  // A copy: the caller's buffer may be a slice of a pooled allocation, and the worker owns what it gets.
  const bytes = new Uint8Array(data);
  return new Promise<PdfTextReaderMessage>((resolve, reject) => {
    const settle = (outcome: { message: PdfTextReaderMessage } | { error: Error }): void => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('messageerror', onFailure);
      worker.off('error', onFailure);
      worker.off('exit', onExit);
      worker.unref();
      if ('error' in outcome) {
        // Whatever the thread is doing (or whether it still lives), it is not trusted with another file.
        retire(thread);
        reject(outcome.error);
        return;
      }
      thread.documents += 1;
      if (thread.documents >= PDF_TEXT_WORKER_DOCUMENTS_PER_THREAD) retire(thread);
      resolve(outcome.message);
    };
    const onMessage = (reply: PdfTextReaderReply): void => {
      const { id: replyId, ...message } = reply;
      if (replyId === id) settle({ message });
    };
    const onFailure = (error: Error & { code?: string }): void =>
      settle({
        error:
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new Error(`reading it needs more than ${maxHeapMb} MiB of memory, the amount allowed`)
            : error,
      });
    const onExit = (): void => settle({ error: new Error('the PDF reader stopped before giving an answer') });
    const timer = setTimeout(
      () => settle({ error: readingTookTooLong(timeoutMs) }),
      timeLeftMs ?? timeoutMs,
    );
    worker.on('message', onMessage);
    worker.on('messageerror', onFailure);
    worker.on('error', onFailure);
    worker.on('exit', onExit);
    // Held only while a file is being read, like the timer; an idle thread never keeps the process alive.
    worker.ref();
    const job: PdfTextReaderJob = { id, bytes, maxPages };
    worker.postMessage(job, [bytes.buffer]);
  });
}

function readerWith(maxHeapMb: number): ReaderThread {
  if (reader && reader.heapMb === maxHeapMb) return reader;
  if (reader) retire(reader);
  const workerData: PdfTextReaderInput = {
    pdfjsUrl: pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href,
  };
  // Its own stdout and stderr, left unread, keep anything the parser prints out of the service's logs.
  const worker = new Worker(PDF_TEXT_READER_WORKER_SCRIPT, {
    eval: true,
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    stdout: true,
    stderr: true,
  });
  threadsStarted += 1;
  const thread: ReaderThread = { worker, heapMb: maxHeapMb, documents: 0 };
  // Always listened to, so a thread failing between files is replaced instead of crashing the process.
  worker.on('error', () => undefined);
  worker.once('exit', () => {
    if (reader === thread) reader = undefined;
  });
  worker.unref();
  reader = thread;
  return thread;
}

function retire(thread: ReaderThread): void {
  if (reader === thread) reader = undefined;
  const stopped = thread.worker.terminate().catch(() => undefined);
  stopping.add(stopped);
  void stopped.finally(() => stopping.delete(stopped));
}
