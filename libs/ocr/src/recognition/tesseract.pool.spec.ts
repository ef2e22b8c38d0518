import { drawStatementPage } from '../test/statement-page.builder';
import { RecognitionError } from './recognition.model';
import { readerStats, recognizeWithTesseractThread, stopAllTesseractThreads, stopBusyTesseractThreads } from './tesseract.pool';

// Real tesseract.js threads under the test run's parallel load: bounds for a hang, not measurements.
jest.setTimeout(60_000);

describe('recognizeWithTesseractThread when its reading is aborted', () => {
  const page = drawStatementPage();

  beforeEach(() => stopAllTesseractThreads());
  afterAll(() => stopAllTesseractThreads());

  it('never starts a thread for a page aborted before its call', async () => {
    const before = readerStats().threadsStarted;

    await expect(recognizeWithTesseractThread(page, undefined, AbortSignal.abort(new RecognitionError('too late')))).rejects.toThrow('too late');
    expect(readerStats()).toEqual({ threadsStarted: before, idle: 0, busy: 0, stopping: 0 });
  });

  it('fails a page aborted while its thread starts, and keeps the thread unused for the next page', async () => {
    const controller = new AbortController();
    const reading = recognizeWithTesseractThread(page, undefined, controller.signal);
    controller.abort(new RecognitionError('the document ran out of time'));

    await expect(reading).rejects.toThrow('the document ran out of time');
    const started = readerStats().threadsStarted;
    expect(readerStats()).toMatchObject({ idle: 1, busy: 0 });
    expect((await recognizeWithTesseractThread(page)).length).toBeGreaterThan(5);
    expect(readerStats().threadsStarted).toBe(started);
  });

  it('stops the thread reading a page when aborted, and the next page gets a new one', async () => {
    await recognizeWithTesseractThread(page);
    const started = readerStats().threadsStarted;
    const controller = new AbortController();
    const reading = recognizeWithTesseractThread(page, undefined, controller.signal);
    setTimeout(() => controller.abort(new RecognitionError('stopped mid-page')), 0);

    await expect(reading).rejects.toThrow('stopped mid-page');
    // The document's time limit waits for the stopped thread to be gone before the next document's turn.
    await stopBusyTesseractThreads('the document ran out of time');
    expect(readerStats()).toEqual({ threadsStarted: started, idle: 0, busy: 0, stopping: 0 });
    expect((await recognizeWithTesseractThread(page)).length).toBeGreaterThan(5);
    expect(readerStats().threadsStarted).toBe(started + 1);
  });

  it('reads to the end when the signal is never aborted', async () => {
    const text = (await recognizeWithTesseractThread(page, undefined, new AbortController().signal)).map((line) => line.words.map((word) => word.text).join(' '));

    expect(text.join('\n')).toContain('ACH CREDIT STRIPE TRANSFER');
  });
});
