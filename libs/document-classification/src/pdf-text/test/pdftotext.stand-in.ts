import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * For each test of the enclosing `describe`, a directory holding a stand-in `pdftotext` goes first on
 * PATH (and is removed after). Answers how to write the stand-in's shell script; it reads and drops its
 * stdin (the PDF) before the script runs.
 */
export function useStandInPdftotext(): (script: string) => void {
  const pathBefore = process.env.PATH;
  let bin = '';
  beforeEach(() => {
    bin = mkdtempSync(path.join(tmpdir(), 'uw-fake-poppler-'));
    process.env.PATH = `${bin}${path.delimiter}${pathBefore ?? ''}`;
  });
  afterEach(() => {
    process.env.PATH = pathBefore;
    rmSync(bin, { recursive: true, force: true });
  });
  return (script: string) => {
    writeFileSync(path.join(bin, 'pdftotext'), `#!/bin/sh\ncat >/dev/null\n${script}\n`);
    chmodSync(path.join(bin, 'pdftotext'), 0o755);
  };
}
