import { Worker } from 'node:worker_threads';
import {
  IMAGE_DECODE_WORKER_SCRIPT,
  type ImageDecodeInput,
  type ImageDecodeJob,
  type ImageDecodeReply,
} from './image-decode.worker-script';

/** Heap of the decoding thread; pixels and the HEIC decoder's WebAssembly memory live outside it. */
const DECODE_HEAP_MB = 512;
/**
 * Longest one decoding job may take (a 40-megapixel HEIC decodes in a few seconds): past it the thread is
 * stopped, so a file that sends a decoder into a loop cannot hold up the documents queued behind it.
 */
export const IMAGE_DECODE_TIMEOUT_MS = 60_000;

/** The decoding thread stopped (crashed, ran out of memory or time) before answering. */
export class ImageDecodeError extends Error {}

/** A job as asked for; the thread numbers it. */
type JobWithoutId = ImageDecodeJob extends infer Job ? (Job extends unknown ? Omit<Job, 'id'> : never) : never;

interface Waiting {
  id: number;
  resolve: (reply: ImageDecodeReply) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * A thread that decodes one image document's pages (PNG, JPEG, HEIC/HEIF, TIFF), started for the document and
 * stopped when it is read: the decoders' memory goes with it and nothing is left running between
 * documents. Jobs run one at a time, in the order asked.
 */
export class ImageDecodeThread {
  private readonly worker: Worker;
  private waiting: Waiting | undefined;
  private turn: Promise<unknown> = Promise.resolve();
  private stopped: ImageDecodeError | undefined;
  private nextJobId = 1;

  constructor() {
    const workerData: ImageDecodeInput = {
      heicDecodePath: require.resolve('heic-decode'),
      utifPath: require.resolve('utif2'),
      pngPath: require.resolve('pngjs'),
      jpegPath: require.resolve('jpeg-js'),
    };
    // Its own stdout and stderr, left unread, keep anything the decoders print out of the service's logs.
    this.worker = new Worker(IMAGE_DECODE_WORKER_SCRIPT, {
      eval: true,
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: DECODE_HEAP_MB },
      stdout: true,
      stderr: true,
    });
    this.worker.on('message', (reply: ImageDecodeReply) => {
      const waiting = this.waiting;
      if (!waiting || waiting.id !== reply.id) return;
      this.settle();
      waiting.resolve(reply);
    });
    this.worker.on('error', (error: Error & { code?: string }) => {
      const reason = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `it needs more than ${DECODE_HEAP_MB} MiB of memory` : error.message;
      this.fail(new ImageDecodeError(reason));
    });
    this.worker.on('exit', () => this.fail(new ImageDecodeError('the image decoder stopped before giving an answer')));
    this.worker.unref();
  }

  /** Runs `job` after the jobs asked before it; rejects with `ImageDecodeError` if the thread stops first. */
  request(job: JobWithoutId, transfer: ArrayBuffer[] = []): Promise<ImageDecodeReply> {
    const answer = this.turn.then(() => this.send({ ...job, id: this.nextJobId++ } as ImageDecodeJob, transfer));
    this.turn = answer.catch(() => undefined);
    return answer;
  }

  /** Stops the thread; a job in flight fails. */
  async stop(): Promise<void> {
    this.fail(new ImageDecodeError('the image decoder was stopped'));
    await this.worker.terminate().catch(() => undefined);
  }

  private send(job: ImageDecodeJob, transfer: ArrayBuffer[]): Promise<ImageDecodeReply> {
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise<ImageDecodeReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(new ImageDecodeError(`decoding took longer than ${IMAGE_DECODE_TIMEOUT_MS / 1000} s`));
        void this.worker.terminate().catch(() => undefined);
      }, IMAGE_DECODE_TIMEOUT_MS);
      this.waiting = { id: job.id, resolve, reject, timer };
      // Held only while a job is in flight; an idle thread never keeps the process alive.
      this.worker.ref();
      this.worker.postMessage(job, transfer);
    });
  }

  private settle(): void {
    if (this.waiting) clearTimeout(this.waiting.timer);
    this.waiting = undefined;
    this.worker.unref();
  }

  private fail(error: ImageDecodeError): void {
    this.stopped ??= error;
    const waiting = this.waiting;
    this.settle();
    waiting?.reject(error);
  }
}
