import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drawStatementPage } from '../test/statement-page.builder';
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
});
