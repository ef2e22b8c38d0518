import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drawStatementPage } from '../test/statement-page.builder';
import { RecognitionError } from './recognition.model';
import { recognizeWithTesseractProgram } from './tesseract-program.reader';

// Real OCR engines under the test run's parallel load (two cores shared by every jest worker): the times here are
// bounds for a hang, not measurements (speed is the bench's).
jest.setTimeout(60_000);

describe('recognizeWithTesseractProgram', () => {
  it('refuses anything but the grey pages OCR draws: the program would read a text as a list of files to read', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'ocr-spec-'));
    const secret = path.join(folder, 'secret.png');
    writeFileSync(secret, drawStatementPage());
    try {
      await expect(recognizeWithTesseractProgram(Buffer.from(`${secret}\n`))).rejects.toThrow('the tesseract program reads only the grey pages OCR draws itself');
      await expect(recognizeWithTesseractProgram(drawStatementPage())).rejects.toThrow('reads only the grey pages');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('fails the page with the reason when OCR_MODEL_DIR names a folder holding no model', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'ocr-spec-model-'));
    const page = Buffer.concat([Buffer.from('P5\n20 20\n255\n'), Buffer.alloc(400, 255)]);
    process.env.OCR_MODEL_DIR = folder;
    try {
      await expect(recognizeWithTesseractProgram(page, 200)).rejects.toThrow(`OCR_MODEL_DIR is ${folder}, which holds no eng.traineddata`);
    } finally {
      delete process.env.OCR_MODEL_DIR;
      rmSync(folder, { recursive: true, force: true });
    }
  });

  describe('when its reading is aborted', () => {
    const blankPage = Buffer.concat([Buffer.from('P5\n1700 2200\n255\n'), Buffer.alloc(1700 * 2200, 255)]);

    it('never starts the program for a page aborted before its call', async () => {
      await expect(recognizeWithTesseractProgram(blankPage, 200, AbortSignal.abort(new RecognitionError('too late')))).rejects.toThrow('too late');
    });

    it('kills the program reading the page and fails the page with the reason', async () => {
      const controller = new AbortController();
      const reading = recognizeWithTesseractProgram(blankPage, 200, controller.signal);
      setTimeout(() => controller.abort(new RecognitionError('the document ran out of time')), 0);

      await expect(reading).rejects.toThrow('the document ran out of time');
    });

    it('reads the page when the signal is never aborted', async () => {
      await expect(recognizeWithTesseractProgram(blankPage, 200, new AbortController().signal)).resolves.toEqual([]);
    });
  });
});
