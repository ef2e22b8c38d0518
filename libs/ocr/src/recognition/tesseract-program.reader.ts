import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { onPath } from '@uw/document-classification';
import { type OcrTextLine } from '../lines/ocr-line.model';
import { textLinesOfHocr } from './hocr.parser';
import { englishLanguageDataPath } from './language-data';
import {
  abortReason,
  isGreyPgm,
  RecognitionError,
  TESSERACT_PAGE_SEGMENTATION,
  TESSERACT_PARAMETERS,
  type Thresholding,
  thresholdingParameters,
  UnreadableImageError,
} from './recognition.model';

/**
 * Address space of one tesseract process: a 15-megapixel page peaks at about 100 MB resident (measured), and
 * two processes under this cap stay well inside the parsing pod's 2 GiB beside the worker itself.
 */
const MAX_MEMORY_MB = 1024;
/** hOCR of a dense page is about 200 KiB; far more is not a statement page. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
const STDERR_KEPT = 4_096;

let programs: { tesseract?: string; prlimit?: string } | undefined;

/** tesseract and prlimit, looked up on PATH once per process. */
function tesseractPrograms(): { tesseract?: string; prlimit?: string } {
  programs ??= { tesseract: onPath('tesseract'), prlimit: onPath('prlimit') };
  return programs;
}

/** The `tesseract` program (Debian's tesseract-ocr) is on PATH. */
export function tesseractProgramInstalled(): boolean {
  return tesseractPrograms().tesseract !== undefined;
}

/**
 * The tesseract program's arguments for one page image: hOCR on stdout, the model in `model`, one uniform block
 * and the parameters both engines set. The OCR bench's reference run reads the same pages with the same ones.
 */
export function tesseractArguments(imageFile: string, model: string, dpi?: number, thresholding: Thresholding = 'local'): string[] {
  const parameters = { ...TESSERACT_PARAMETERS, ...thresholdingParameters(thresholding), tessedit_create_hocr: '1' };
  return [
    imageFile,
    'stdout',
    '--tessdata-dir',
    model,
    '-l',
    'eng',
    '--oem',
    '1',
    '--psm',
    TESSERACT_PAGE_SEGMENTATION,
    ...(dpi && dpi > 0 ? ['--dpi', String(Math.round(dpi))] : []),
    ...Object.entries(parameters).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}

/** How to stop each tesseract process running now. */
const running = new Set<(reason: Error) => void>();

/** Kills every tesseract process still running; the pages they were reading fail with `reason`. */
export function stopTesseractPrograms(reason: string): void {
  for (const stop of running) stop(new RecognitionError(reason));
}

let modelDirectory: string | undefined;

/**
 * `OCR_MODEL_DIR`: a folder holding another English model (`eng.traineddata`, uncompressed) for the program to read
 * with, such as Debian's tessdata-fast one (`/usr/share/tesseract-ocr/5/tessdata`), for measuring one model against
 * another (`docs/ocr.md`, Session 26). Unset, the packaged best_int model is read. tesseract.js always reads that one.
 */
export const OCR_MODEL_DIR_ENV = 'OCR_MODEL_DIR';

/**
 * `OCR_SECOND_MODEL_DIR`: the folder of the second English model, which reads again a scanned statement the first
 * reading leaves unreconciled (`docs/ocr.md`, Session 28). Unset, Debian's tessdata-fast model (`tesseract-ocr-eng`,
 * installed with the program); `off` (or empty) reads no statement twice.
 */
export const OCR_SECOND_MODEL_DIR_ENV = 'OCR_SECOND_MODEL_DIR';
const DEBIAN_MODEL_DIR = '/usr/share/tesseract-ocr/5/tessdata';

/**
 * The folder of the second model, or null where there is none to read with: no tesseract program, no
 * `eng.traineddata` in the folder, or the folder of the first model itself.
 */
export function secondModelDirectory(): string | null {
  const chosen = process.env[OCR_SECOND_MODEL_DIR_ENV]?.trim() ?? DEBIAN_MODEL_DIR;
  if (chosen === '' || chosen.toLowerCase() === 'off' || !tesseractProgramInstalled()) return null;
  if (!existsSync(path.join(chosen, 'eng.traineddata'))) return null;
  try {
    return path.resolve(chosen) === path.resolve(programModelDirectory()) ? null : chosen;
  } catch {
    // The first model is not there to compare (a wrong OCR_MODEL_DIR, a temporary folder it cannot be unpacked to): no second reading either.
    return null;
  }
}

/** The folder of the model the program reads: `OCR_MODEL_DIR` when set (it must hold `eng.traineddata`), else the packaged one. */
export function programModelDirectory(): string {
  const chosen = process.env[OCR_MODEL_DIR_ENV]?.trim();
  if (!chosen) return unpackedModelDirectory();
  if (!existsSync(path.join(chosen, 'eng.traineddata'))) throw new Error(`${OCR_MODEL_DIR_ENV} is ${chosen}, which holds no eng.traineddata`);
  return chosen;
}

/**
 * The folder of the same English model tesseract.js reads (`@tesseract.js-data/eng`, best_int), unpacked
 * once per content into the temporary folder: the program reads only an uncompressed `eng.traineddata`.
 * Written under a unique name and renamed into place, so processes starting together never read half a file.
 */
function unpackedModelDirectory(): string {
  if (modelDirectory && existsSync(path.join(modelDirectory, 'eng.traineddata'))) return modelDirectory;
  const packed = readFileSync(path.join(englishLanguageDataPath(), 'eng.traineddata.gz'));
  const directory = path.join(tmpdir(), `uw-ocr-model-${createHash('sha256').update(packed).digest('hex').slice(0, 16)}`);
  const model = path.join(directory, 'eng.traineddata');
  if (!existsSync(model)) {
    mkdirSync(directory, { recursive: true });
    const partial = `${model}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, gunzipSync(packed));
    renameSync(partial, model);
  }
  modelDirectory = directory;
  return directory;
}

/**
 * Reads one page image (PGM, PNG, JPEG, TIFF) with tesseract 5 run as a program (Debian's `tesseract-ocr`,
 * Apache 2.0), the image in a temporary file and hOCR on its stdout, with the same model and parameters as the
 * tesseract.js threads. Natively compiled it reads a dense statement page in about two thirds of the time
 * WebAssembly takes (`docs/ocr.md`). One thread per process (`OMP_THREAD_LIMIT=1`): pages run side by side
 * instead. Its address space is capped with `prlimit --as` when prlimit is there; aborting `signal` (or
 * `stopTesseractPrograms`) kills it and fails the page. `modelDirectory`: another model's folder (the second one).
 */
export function recognizeWithTesseractProgram(
  image: Uint8Array,
  dpi?: number,
  signal?: AbortSignal,
  modelDirectory?: string,
  thresholding: Thresholding = 'local',
): Promise<OcrTextLine[]> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  const { tesseract, prlimit } = tesseractPrograms();
  if (!tesseract) return Promise.reject(new RecognitionError('the tesseract program is not installed'));
  // A file the program cannot decode as an image is read as a list of file names: it gets our own pages only.
  if (!isGreyPgm(image)) return Promise.reject(new RecognitionError('the tesseract program reads only the grey pages OCR draws itself'));
  let model: string;
  let pageFile: string;
  try {
    model = modelDirectory ?? programModelDirectory();
    pageFile = path.join(mkdtempSync(path.join(tmpdir(), 'uw-ocr-page-')), 'page');
    writeFileSync(pageFile, image);
  } catch (error) {
    return Promise.reject(new RecognitionError(`the page could not be handed to tesseract (${error instanceof Error ? error.message : String(error)})`));
  }
  const args = tesseractArguments(pageFile, model, dpi, thresholding);
  const [command, commandArgs] = prlimit ? [prlimit, [`--as=${MAX_MEMORY_MB * 1024 * 1024}`, '--', tesseract, ...args]] : [tesseract, args];
  return new Promise<OcrTextLine[]>((resolve, reject) => {
    let settled = false;
    const output: Buffer[] = [];
    let outputBytes = 0;
    let stderr = '';
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, OMP_THREAD_LIMIT: '1' }, windowsHide: true });
    const finish = (outcome: { lines: OcrTextLine[] } | { error: Error }): void => {
      if (settled) return;
      settled = true;
      running.delete(stop);
      signal?.removeEventListener('abort', cancel);
      if ('error' in outcome) reject(outcome.error);
      else resolve(outcome.lines);
      try {
        rmSync(path.dirname(pageFile), { recursive: true, force: true });
      } catch {
        // A page left in the temporary folder is only disk space; the page's outcome is already given.
      }
    };
    // Settled at once: a killed process's output no longer matters.
    const stop = (reason: Error): void => {
      child.kill('SIGKILL');
      finish({ error: reason });
    };
    running.add(stop);
    const cancel = (): void => stop(abortReason(signal));
    signal?.addEventListener('abort', cancel, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_OUTPUT_BYTES) stop(new RecognitionError('tesseract wrote more than 64 MiB for one page'));
      else output.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEPT) stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => finish({ error: new RecognitionError(`tesseract could not be started (${error.code ?? error.message})`) }));
    child.on('close', (code, signal) => {
      if (code === 0) return finish({ lines: textLinesOfHocr(Buffer.concat(output).toString('utf8')) });
      // Leptonica's messages for bytes it cannot decode as an image.
      if (/pixRead|Unknown format|cannot be read|no pix returned/i.test(stderr)) return finish({ error: new UnreadableImageError(firstLines(stderr)) });
      const how = signal ? `stopped by ${signal}` : `exit code ${code}`;
      return finish({ error: new RecognitionError(`tesseract ${how}: ${firstLines(stderr)}`) });
    });
  });
}

function firstLines(text: string): string {
  return text.split('\n').map((line) => line.trim()).filter(Boolean).slice(0, 3).join('; ') || 'no message';
}
