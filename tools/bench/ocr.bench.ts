import { extractPdfText } from '@uw/document-classification';
import {
  OCR_ENGINE_ENV,
  OCR_PAGE_BANDS_ENV,
  OCR_SECOND_READING_ENV,
  OCR_THREADS,
  ocrDocument,
  ocrEngine,
  programModelDirectory,
  secondModelDirectory,
  shutdownOcr,
  tesseractArguments,
  type OcrModel,
  type OcrResult,
} from '@uw/ocr';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';

/**
 * OCR speed and memory, with each engine in turn (the tesseract program, then tesseract.js in WebAssembly):
 * the real scanned statement (every page) and the committed synthetic scans (dense 8 pt pages); then, with
 * the default engine, a few pages of text statements rasterised and read by OCR, whose amounts are checked
 * against the PDF's own text layer. Between the two, the tesseract program again with the second reading of
 * doubtful words turned off, for what it costs, and with the second model (what reading again a statement that does not
 * reconcile costs). The first call of each engine (threads starting) is timed apart. Peak
 * RSS covers this process and its threads, not the tesseract program's processes. A reference timed in the same run
 * (poppler draws the pages, one tesseract run reads each) makes the figures comparable across machines and days.
 */
const CORPUS = path.resolve(process.argv[2] ?? path.resolve(__dirname, '../../../../shared/corpus/real/bank_statements'));
const SYNTHETIC_SCANS = path.resolve(__dirname, '../../../corpus/synthetic-scanned');
const ENGINES = ['tesseract', 'tesseract.js'] as const;
const SCANNED = 'first_security_bank_scanned.pdf';
const RASTERISED = ['chase_for_business_sample.pdf', 'wells_fargo_checking_sample.pdf', 'blue_vine_sample.pdf'];
const RASTERISED_PAGES = 2;
const GOAL_SECONDS_PER_PAGE = 2;
const AMOUNT = /\d[\d,]*\.\d\d/g;
/** The reference draws pages at the synthetic scans' resolution (the real scan is 213x205 dpi; OCR draws it at 209). */
const REFERENCE_DPI = 200;
const run = promisify(execFile);

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(0)} MiB`;
}

async function ocrFile(name: string, maxPages: number, directory = CORPUS, model: OcrModel = 'first'): Promise<Extract<OcrResult, { ok: true }>> {
  const result = await ocrDocument({ data: readFileSync(path.join(directory, name)), mime: 'application/pdf', maxPages, model });
  if (!result.ok) throw new Error(`${name}: ${result.reason}`);
  return result;
}

function report(name: string, result: Extract<OcrResult, { ok: true }>, extra = ''): number {
  const perPage = result.seconds / result.pages.length;
  const confidences = result.pages.map((page) => page.confidence.toFixed(0)).join(' ');
  console.log(
    `${name.padEnd(34)} ${String(result.pages.length).padStart(2)} pages  ${result.seconds.toFixed(1).padStart(5)} s  ` +
      `${perPage.toFixed(2)} s/page  confidence ${result.meanConfidence.toFixed(0)} (pages ${confidences})${extra}`,
  );
  return perPage;
}

/** Share of the amounts printed in the text layer that OCR read too (each occurrence counted once). */
async function amountRecall(name: string, result: Extract<OcrResult, { ok: true }>): Promise<string> {
  const layer = await extractPdfText(readFileSync(path.join(CORPUS, name)), { maxPages: RASTERISED_PAGES });
  if (!layer.ok) return '';
  const expected = layer.pages.join('\n').match(AMOUNT) ?? [];
  const read = result.pages.map((page) => page.text).join('\n').match(AMOUNT) ?? [];
  const pool = new Map<string, number>();
  for (const amount of read) pool.set(amount, (pool.get(amount) ?? 0) + 1);
  let found = 0;
  for (const amount of expected) {
    const left = pool.get(amount) ?? 0;
    if (left > 0) {
      found += 1;
      pool.set(amount, left - 1);
    }
  }
  return `  amounts ${found}/${expected.length}`;
}

/**
 * The reference: poppler draws each page grey (`pdftoppm`, `REFERENCE_DPI`) and one tesseract run per page reads it
 * with the model and settings OCR uses, `OCR_THREADS` at a time. The least any OCR of these pages costs on this
 * machine: no filters, no second reading, no line assembly.
 */
async function referenceSecondsPerPage(files: readonly string[]): Promise<number> {
  const folder = mkdtempSync(path.join(tmpdir(), 'uw-ocr-bench-'));
  const started = performance.now();
  try {
    for (const [index, file] of files.entries()) await run('pdftoppm', ['-gray', '-r', String(REFERENCE_DPI), file, path.join(folder, `d${index}`)]);
    const images = readdirSync(folder).filter((name) => name.endsWith('.pgm'));
    const model = programModelDirectory();
    let next = 0;
    const lane = async (): Promise<void> => {
      for (let image = images[next++]; image !== undefined; image = images[next++]) {
        await run('tesseract', tesseractArguments(path.join(folder, image), model, REFERENCE_DPI), { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, maxBuffer: 64 * 2 ** 20 });
      }
    };
    await Promise.all(Array.from({ length: OCR_THREADS }, lane));
    return (performance.now() - started) / 1000 / images.length;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Pages read alone, as image uploads are (a phone photo, a one-page scan): the first page of each synthetic scan drawn
 * grey to a PNG by poppler, read whole (`OCR_PAGE_BANDS=1`, one core) and in bands side by side (the default). Seconds
 * per image of each, in alternating order so a slower minute of the machine falls on both.
 */
async function pagesReadAlone(): Promise<{ whole: number; banded: number; images: number }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'uw-ocr-bench-alone-'));
  try {
    for (const [index, name] of syntheticScans().entries()) {
      await run('pdftoppm', ['-gray', '-png', '-r', String(REFERENCE_DPI), '-f', '1', '-l', '1', '-singlefile', path.join(SYNTHETIC_SCANS, name), path.join(folder, `p${index}`)]);
    }
    const images = readdirSync(folder).filter((name) => name.endsWith('.png')).sort();
    const seconds = { whole: 0, banded: 0 };
    for (const image of images) {
      const data = readFileSync(path.join(folder, image));
      for (const way of ['whole', 'banded'] as const) {
        if (way === 'whole') process.env[OCR_PAGE_BANDS_ENV] = '1';
        else delete process.env[OCR_PAGE_BANDS_ENV];
        const result = await ocrDocument({ data, mime: 'image/png' });
        if (!result.ok) throw new Error(`${image}: ${result.reason}`);
        seconds[way] += result.seconds;
      }
    }
    return { whole: seconds.whole / images.length, banded: seconds.banded / images.length, images: images.length };
  } finally {
    delete process.env[OCR_PAGE_BANDS_ENV];
    rmSync(folder, { recursive: true, force: true });
  }
}

function syntheticScans(): string[] {
  return readdirSync(SYNTHETIC_SCANS).filter((file) => file.endsWith('.pdf')).sort();
}

/** Seconds per page of one engine (and model) over the real scan and the synthetic scans. */
async function timeEngine(engine: (typeof ENGINES)[number], model: OcrModel = 'first'): Promise<{ real: number; synthetic: number }> {
  process.env[OCR_ENGINE_ENV] = engine;
  console.log(`\n== ${ocrEngine()}${model === 'second' ? ', the second model' : ''}`);
  const started = performance.now();
  await ocrFile(SCANNED, 1, CORPUS, model);
  console.log(`warm-up (start + 1 page): ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const scanned = await ocrFile(SCANNED, 500, CORPUS, model);
  const real = report(SCANNED, scanned);
  const worstPage = Math.max(...scanned.pages.map((page) => page.text.split(/\s+/).length));
  console.log(`  words on the densest page: ${worstPage}`);
  let [seconds, pages] = [0, 0];
  for (const name of syntheticScans()) {
    const result = await ocrFile(name, 500, SYNTHETIC_SCANS, model);
    [seconds, pages] = [seconds + result.seconds, pages + result.pages.length];
  }
  console.log(`${'synthetic scans (corpus/synthetic-scanned)'.padEnd(34)} ${String(pages).padStart(2)} pages  ${seconds.toFixed(1).padStart(5)} s  ${(seconds / pages).toFixed(2)} s/page`);
  await shutdownOcr();
  return { real, synthetic: seconds / pages };
}

async function main(): Promise<void> {
  const saved = process.env[OCR_ENGINE_ENV];
  const [program, wasm] = [await timeEngine(ENGINES[0]), await timeEngine(ENGINES[1])];
  console.log(`\n== reference: pdftoppm -gray -r ${REFERENCE_DPI}, then one tesseract run per page, ${OCR_THREADS} at a time`);
  const reference = {
    real: await referenceSecondsPerPage([path.join(CORPUS, SCANNED)]),
    synthetic: await referenceSecondsPerPage(syntheticScans().map((name) => path.join(SYNTHETIC_SCANS, name))),
  };
  console.log(`reference: ${reference.real.toFixed(2)} s/page on the real scan, ${reference.synthetic.toFixed(2)} on the synthetic scans`);
  process.env[OCR_SECOND_READING_ENV] = 'off';
  console.log('\n== second reading of doubtful words off');
  const once = await timeEngine(ENGINES[0]);
  delete process.env[OCR_SECOND_READING_ENV];
  // What reading a statement again costs where its first reading does not reconcile (apps/parsing content-type.parser).
  const second = secondModelDirectory() === null ? null : await timeEngine(ENGINES[0], 'second');
  if (saved === undefined) delete process.env[OCR_ENGINE_ENV];
  else process.env[OCR_ENGINE_ENV] = saved;

  console.log(`\n== pages read alone, as image uploads (${ocrEngine()}): the first page of each synthetic scan as a PNG`);
  const alone = await pagesReadAlone();
  console.log(`${alone.images} images: read whole ${alone.whole.toFixed(2)} s/image, in bands side by side ${alone.banded.toFixed(2)} s/image (ratio ${(alone.banded / alone.whole).toFixed(2)})`);

  console.log(`\n== rasterised text statements (${ocrEngine()})`);
  for (const name of RASTERISED) {
    const result = await ocrFile(name, RASTERISED_PAGES);
    report(name, result, await amountRecall(name, result));
  }
  console.log(`\ntime with the second reading / without (tesseract program): ${(program.real / once.real).toFixed(2)} on the real scan, ${(program.synthetic / once.synthetic).toFixed(2)} on the synthetic scans`);
  console.log(`time of the tesseract program / the reference: ${(program.real / reference.real).toFixed(2)} on the real scan, ${(program.synthetic / reference.synthetic).toFixed(2)} on the synthetic scans`);
  if (second) console.log(`time of the second model / the first (tesseract program): ${(second.real / program.real).toFixed(2)} on the real scan, ${(second.synthetic / program.synthetic).toFixed(2)} on the synthetic scans`);
  console.log(`peak RSS ${mib(Math.max(peakRss, process.resourceUsage().maxRSS * 1024))} (this process)`);
  console.log(`time of the tesseract program / tesseract.js: ${(program.real / wasm.real).toFixed(2)} on the real scan, ${(program.synthetic / wasm.synthetic).toFixed(2)} on the synthetic scans`);
  for (const [engine, figures] of [[ENGINES[0], program], [ENGINES[1], wasm]] as const) {
    const within = Math.max(figures.real, figures.synthetic) <= GOAL_SECONDS_PER_PAGE;
    console.log(`${engine}: ${within ? 'within' : 'OVER'} the goal of ${GOAL_SECONDS_PER_PAGE} s/page (real ${figures.real.toFixed(2)}, synthetic ${figures.synthetic.toFixed(2)})`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    clearInterval(sampler);
    await shutdownOcr();
  });
