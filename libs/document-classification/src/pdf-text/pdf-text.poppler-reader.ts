import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { assemblePageLines } from './page-lines.assembler';
import { readingTookTooLong } from './pdf-text.model';
import { BboxLayoutScanner, type BboxPage, popplerPageFragments } from './poppler-bbox.parser';

/**
 * What reading a PDF with poppler gave: its page texts, a file poppler cannot open without a password,
 * or a file poppler would not read (damaged, no pages, not allowed, pdftotext missing or crashing), which
 * pdf.js is then asked to read. Running out of time or memory is thrown, as with the pdf.js thread.
 */
export type PopplerReading =
  | { outcome: 'read'; pageCount: number; pages: string[] }
  | { outcome: 'password' }
  | { outcome: 'refused'; detail: string };

export interface PopplerLimits {
  maxPages: number;
  timeoutMs: number;
  /** Address space of each poppler process, when `prlimit` is there to set it. */
  maxMemoryMb: number;
  /** Past this much XHTML from pdftotext the read is stopped as too large. */
  maxOutputMb: number;
}

/** Where a program of that name is on PATH, or undefined. */
export function onPath(program: string): string | undefined {
  for (const directory of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!directory) continue;
    const candidate = path.join(directory, program);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

let tools: { pdftotext?: string; prlimit?: string } | undefined;

/** pdftotext and prlimit, looked up on PATH once per process. */
function popplerTools(): { pdftotext?: string; prlimit?: string } {
  tools ??= { pdftotext: onPath('pdftotext'), prlimit: onPath('prlimit') };
  return tools;
}

/** `pdftotext` is on PATH (checked once per process). */
export function popplerInstalled(): boolean {
  return popplerTools().pdftotext !== undefined;
}

/** How to stop each poppler process running now, for `stopPopplerReads`. */
const running = new Set<(reason: Error) => void>();

/** Kills every poppler process still running; their reads fail (pdf.js is not asked instead). */
export function stopPopplerReads(): void {
  for (const stop of running) stop(new Error('the PDF reader was stopped'));
}

/**
 * Reads the text of each page with poppler's `pdftotext -bbox-layout` run as a separate program (poppler is
 * GPL; running it as a program, the PDF on its stdin, keeps it out of our code), then rebuilds each page's
 * lines with `assemblePageLines` as for pdf.js. The XHTML is scanned as it streams in and each page is
 * assembled as soon as it is complete. `pdftotext` reads pages 1 to `maxPages`; when it returns that many,
 * the document may have more and `pdfinfo` counts them. Each process is killed past `timeoutMs` (counted
 * for the whole call), its address space is capped with `prlimit --as` when prlimit exists, and its output
 * is capped at `maxOutputMb`.
 */
export async function readWithPoppler(data: Buffer, limits: PopplerLimits): Promise<PopplerReading> {
  const deadline = Date.now() + limits.timeoutMs;
  const pages: string[] = [];
  let pagesSeen = 0;
  if (limits.maxPages > 0) {
    const scanner = new BboxLayoutScanner((page: BboxPage) => pages.push(assemblePageLines(popplerPageFragments(page)).join('\n')));
    const text = await runPoppler(
      'pdftotext',
      ['-bbox-layout', '-nodiag', '-enc', 'UTF-8', '-l', String(limits.maxPages), '-', '-'],
      data,
      limits,
      deadline,
      (chunk) => scanner.push(chunk),
    );
    if (text.outcome !== 'done') return text.outcome === 'password' ? text : { outcome: 'refused', detail: text.detail };
    pagesSeen = scanner.pages;
    if (pagesSeen !== pages.length) return { outcome: 'refused', detail: 'pdftotext output ended inside a page' };
    if (pagesSeen === 0) return { outcome: 'refused', detail: 'pdftotext found no pages' };
    if (pagesSeen < limits.maxPages) return { outcome: 'read', pageCount: pagesSeen, pages };
  }
  let info = '';
  const counted = await runPoppler('pdfinfo', ['-'], data, limits, deadline, (chunk) => {
    if (info.length < 65_536) info += chunk;
  });
  if (counted.outcome !== 'done') return counted.outcome === 'password' ? counted : { outcome: 'refused', detail: counted.detail };
  // The last such line: the document's title and other strings, printed before it, could contain one.
  const pageCount = Number([...info.matchAll(/^Pages:\s+(\d+)\s*$/gm)].pop()?.[1] ?? NaN);
  if (!Number.isInteger(pageCount) || pageCount < pagesSeen) return { outcome: 'refused', detail: 'pdfinfo gave no page count' };
  return { outcome: 'read', pageCount, pages };
}

type Run = { outcome: 'done' } | { outcome: 'password' } | { outcome: 'refused'; detail: string };

/** Most of stderr kept, for the reason a file is refused and for the password message. */
const STDERR_KEPT = 4_096;

function runPoppler(
  program: 'pdftotext' | 'pdfinfo',
  args: string[],
  data: Buffer,
  limits: PopplerLimits,
  deadline: number,
  onOutput: (chunk: string) => void,
): Promise<Run> {
  const { prlimit } = popplerTools();
  const timeLeft = deadline - Date.now();
  if (timeLeft <= 0) return Promise.reject(readingTookTooLong(limits.timeoutMs));
  const [command, commandArgs] = prlimit
    ? [prlimit, [`--as=${Math.max(1, Math.floor(limits.maxMemoryMb)) * 1024 * 1024}`, '--', program, ...args]]
    : [program, args];
  return new Promise<Run>((resolve, reject) => {
    let settled = false;
    let killedFor: Error | undefined;
    let outputBytes = 0;
    let stderr = '';
    const decoder = new StringDecoder('utf8');
    // `env` given explicitly: the environment as this process sees it now (PATH included).
    const child = spawn(command, commandArgs, { stdio: ['pipe', 'pipe', 'pipe'], env: process.env, windowsHide: true });
    // Settled at once: a killed process's output no longer matters, and its pipes may outlive it.
    const stop = (reason: Error): void => {
      killedFor ??= reason;
      child.kill('SIGKILL');
      finish({ error: killedFor });
    };
    running.add(stop);
    const timer = setTimeout(() => stop(readingTookTooLong(limits.timeoutMs)), timeLeft);
    function finish(outcome: { run: Run } | { error: Error }): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      running.delete(stop);
      if ('error' in outcome) reject(outcome.error);
      else resolve(outcome.run);
    }
    child.stdout!.on('data', (chunk: Buffer) => {
      if (killedFor) return;
      outputBytes += chunk.length;
      if (outputBytes > limits.maxOutputMb * 1024 * 1024) {
        stop(needsMoreMemory(limits.maxMemoryMb));
        return;
      }
      try {
        onOutput(decoder.write(chunk));
      } catch (error) {
        stop(error instanceof Error ? error : new Error(String(error)));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEPT) stderr += chunk.toString('utf8');
    });
    // The child may exit (a refused file, no memory to start) before it has read its input.
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(data);
    child.on('error', (error: NodeJS.ErrnoException) => {
      // Not started at all (not installed after all): pdf.js reads the file.
      finish({ run: { outcome: 'refused', detail: `${program} could not be started (${error.code ?? error.message})` } });
    });
    child.on('close', (code, signal) => {
      if (killedFor) return finish({ error: killedFor });
      if (code === 0) {
        try {
          const rest = decoder.end();
          if (rest) onOutput(rest);
        } catch (error) {
          return finish({ error: error instanceof Error ? error : new Error(String(error)) });
        }
        return finish({ run: { outcome: 'done' } });
      }
      if (/Incorrect password/i.test(stderr)) return finish({ run: { outcome: 'password' } });
      // Address space exhausted under prlimit: allocation failures, or the program could not even load.
      if (prlimit && /bad_alloc|out of memory|cannot allocate memory|failed to map segment/i.test(stderr)) {
        return finish({ error: needsMoreMemory(limits.maxMemoryMb) });
      }
      const how = signal ? `stopped by ${signal}` : `exit code ${code}`;
      return finish({ run: { outcome: 'refused', detail: `${program} ${how}: ${firstLines(stderr)}` } });
    });
  });
}

function needsMoreMemory(maxMemoryMb: number): Error {
  return new Error(`reading it needs more than ${maxMemoryMb} MiB of memory, the amount allowed`);
}

function firstLines(text: string): string {
  return text.split('\n').map((line) => line.trim()).filter(Boolean).slice(0, 3).join('; ') || 'no message';
}
