/** What the reader thread posts back. `encrypted` is `null` when the document information could not be read. */
export type PdfReaderMessage =
  | { outcome: 'read'; pageCount: number; encrypted: boolean | null }
  | { outcome: 'unreadable'; passwordRequired: boolean; detail: string };

export interface PdfReaderInput {
  /** File URL of pdf.js's Node build, an ES module. */
  pdfjsUrl: string;
  bytes: Uint8Array;
}

/**
 * Source of the thread that runs pdf.js. It is plain CommonJS kept as a string so it runs the same from
 * compiled output and from specs and can `import()` the ES-module-only pdf.js, and it is a thread because
 * a hostile PDF can keep a parser busy forever: only a thread can be stopped mid-computation.
 */
export const PDF_READER_WORKER_SCRIPT = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
// The outcome message says what matters; pdf.js would otherwise report every repaired object.
for (const method of ['log', 'info', 'warn', 'error', 'debug']) console[method] = () => {};
const describe = (error) => String((error && error.message) || error);

(async () => {
  let document;
  try {
    const pdfjs = await import(workerData.pdfjsUrl);
    document = await pdfjs.getDocument({
      data: workerData.bytes,
      // An empty user password opens the many statements that are encrypted only to restrict printing or copying.
      password: '',
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
    const metadata = await document.getMetadata().catch(() => undefined);
    const encrypted = metadata ? Boolean(metadata.info && metadata.info.EncryptFilterName) : null;
    parentPort.postMessage({ outcome: 'read', pageCount: document.numPages, encrypted });
  } catch (error) {
    const passwordRequired = Boolean(error && error.name === 'PasswordException');
    parentPort.postMessage({ outcome: 'unreadable', passwordRequired, detail: describe(error) });
  } finally {
    if (document) await document.destroy().catch(() => undefined);
  }
})();
`;
