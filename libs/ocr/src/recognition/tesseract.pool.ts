import { availableParallelism } from 'node:os';
import { type Worker as Thread } from 'node:worker_threads';
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';
import { type OcrTextLine } from '../lines/ocr-line.model';
import { englishLanguageDataPath } from './language-data';
import {
  abortReason,
  RecognitionError,
  TESSERACT_PAGE_SEGMENTATION,
  TESSERACT_PARAMETERS,
  type Thresholding,
  thresholdingParameters,
  UnreadableImageError,
} from './recognition.model';
import { textLinesOf } from './tesseract-blocks.reader';

/** Tesseract threads run side by side, one page each: the machine's cores, at most two. */
export const OCR_THREADS = Math.max(1, Math.min(2, availableParallelism()));
/** Pages one tesseract thread reads before it is replaced: WebAssembly memory only grows, so it is recycled. */
export const OCR_PAGES_PER_THREAD = 200;

interface Reader {
  tesseract: TesseractWorker;
  thread: Thread;
  pages: number;
  /** Fails the page being read when the reader is stopped, since tesseract would never answer it. */
  abandon?: (error: Error) => void;
}

const idle: Reader[] = [];
const busy = new Set<Reader>();
/** Readers being started, counted so that concurrent calls never start more than `OCR_THREADS`. */
let starting = 0;
const waiting: Array<(reader: Reader) => void> = [];
let threadsStarted = 0;

/**
 * Reads one page image (PNG, JPEG, TIFF, PGM...) with a tesseract thread from the pool and answers its
 * text lines. Threads are started on first use (about a second each: the WebAssembly core and the model),
 * then reused; a thread that fails or is stopped is replaced by the next call.
 *
 * Once `signal` is aborted the page fails with its reason: before its thread is free or started (the thread
 * goes back to the pool unused), or while it is read (the thread is stopped).
 */
export async function recognizeWithTesseractThread(image: Uint8Array, dpi?: number, signal?: AbortSignal, thresholding: Thresholding = 'local'): Promise<OcrTextLine[]> {
  if (signal?.aborted) throw abortReason(signal);
  const reader = await acquire();
  if (signal?.aborted) {
    release(reader, false);
    throw abortReason(signal);
  }
  // Held while the page is read, like a timer; an idle thread never keeps the process alive.
  reader.thread.ref();
  const stop = (): void => void retire(reader, abortReason(signal));
  signal?.addEventListener('abort', stop, { once: true });
  try {
    // Every request to the thread is inside the abandonable promise: a stopped thread answers none of them.
    const recognized = await new Promise<OcrTextLine[]>((resolve, reject) => {
      reader.abandon = reject;
      reader.tesseract
        // 0 leaves tesseract to estimate the resolution of an image that does not carry one. The thresholding is set
        // on every page, so a page read with Otsu's leaves no thread reading the next with it.
        .setParameters({ user_defined_dpi: String(Math.round(dpi ?? 0)), ...thresholdingParameters(thresholding) })
        .then(() => reader.tesseract.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength), {}, { text: false, blocks: true }))
        .then(
          (result) => resolve(textLinesOf(result.data.blocks)),
          (error: unknown) => reject(/attempting to read image/i.test(describe(error)) ? new UnreadableImageError(describe(error)) : new RecognitionError(describe(error))),
        );
    });
    release(reader);
    return recognized;
  } catch (error) {
    // An image leptonica cannot decode leaves the thread sound; anything else, and it is not trusted again.
    if (error instanceof UnreadableImageError) release(reader);
    else void retire(reader);
    throw error;
  } finally {
    reader.abandon = undefined;
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * Stops every thread reading a page now (a document ran out of time); their pages fail. Answers once every
 * thread being stopped has stopped, those an aborted page stopped before this call too, so the next document
 * never reads beside a thread still shutting down.
 */
export async function stopBusyTesseractThreads(reason: string): Promise<void> {
  for (const reader of [...busy]) void retire(reader, new RecognitionError(reason));
  await Promise.all([...retiring]);
}

/** Stops every tesseract thread; a later call starts new ones. */
export async function stopAllTesseractThreads(): Promise<void> {
  const all = [...idle.splice(0), ...busy];
  for (const reader of all) void retire(reader, new RecognitionError('OCR was shut down'));
  await Promise.all([...retiring]);
}

export function readerStats(): { threadsStarted: number; idle: number; busy: number; stopping: number } {
  return { threadsStarted, idle: idle.length, busy: busy.size, stopping: retiring.size };
}

async function acquire(): Promise<Reader> {
  const free = idle.pop();
  if (free) {
    busy.add(free);
    return free;
  }
  if (busy.size + starting < OCR_THREADS) {
    starting += 1;
    try {
      const reader = await startReader();
      busy.add(reader);
      return reader;
    } finally {
      starting -= 1;
    }
  }
  return new Promise<Reader>((resolve) => waiting.push(resolve));
}

function release(reader: Reader, read = true): void {
  busy.delete(reader);
  if (read) reader.pages += 1;
  reader.thread.unref();
  if (reader.pages >= OCR_PAGES_PER_THREAD) {
    void retire(reader);
    return;
  }
  const next = waiting.shift();
  if (next) {
    busy.add(reader);
    next(reader);
  } else {
    idle.push(reader);
  }
}

/** Threads being stopped: awaited by `stopBusyTesseractThreads` and `stopAllTesseractThreads`. */
const retiring = new Set<Promise<void>>();

function retire(reader: Reader, error = new RecognitionError('the OCR thread was stopped')): Promise<void> {
  const stopping = stopReader(reader, error).finally(() => retiring.delete(stopping));
  retiring.add(stopping);
  return stopping;
}

async function stopReader(reader: Reader, error: Error): Promise<void> {
  const wasBusy = busy.delete(reader);
  const position = idle.indexOf(reader);
  if (position >= 0) idle.splice(position, 1);
  reader.abandon?.(error);
  await reader.thread.terminate().catch(() => undefined);
  // A caller waiting for a thread gets a fresh one in the freed place.
  if (wasBusy || position >= 0) handOverFreedPlace();
}

function handOverFreedPlace(): void {
  const next = waiting.shift();
  if (!next) return;
  starting += 1;
  startReader()
    .then((reader) => {
      busy.add(reader);
      next(reader);
    })
    .catch(() => waiting.unshift(next))
    .finally(() => {
      starting -= 1;
    });
}

async function startReader(): Promise<Reader> {
  const tesseract = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishLanguageDataPath(),
    gzip: true,
    // Read from langPath every time, never written anywhere: tesseract.js caches in the working directory by default.
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job inside its message listener, crashing the process.
    errorHandler: () => undefined,
    logger: () => undefined,
  });
  const thread = threadOf(tesseract);
  // A thread dying between pages is dropped, not an uncaught 'error' event.
  thread.on('error', () => undefined);
  await tesseract.setParameters({ ...TESSERACT_PARAMETERS, tessedit_pageseg_mode: TESSERACT_PAGE_SEGMENTATION });
  threadsStarted += 1;
  const reader: Reader = { tesseract, thread, pages: 0 };
  thread.once('exit', () => {
    // A busy reader's page fails and its caller retires it; an idle one is just dropped.
    reader.abandon?.(new RecognitionError('the OCR thread stopped before giving an answer'));
    const position = idle.indexOf(reader);
    if (position >= 0) idle.splice(position, 1);
  });
  thread.unref();
  return reader;
}

/** tesseract.js keeps its Node thread on the worker object without declaring it in its types. */
function threadOf(tesseract: TesseractWorker): Thread {
  const { worker } = tesseract as unknown as { worker: Thread };
  return worker;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
