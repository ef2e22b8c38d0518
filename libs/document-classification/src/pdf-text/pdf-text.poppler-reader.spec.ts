import { popplerInstalled, readWithPoppler, type PopplerLimits } from './pdf-text.poppler-reader';
import { useStandInPdftotext } from './test/pdftotext.stand-in';
import { buildTextPdf } from './test/text-pdf.builder';

const limits: PopplerLimits = { maxPages: 500, timeoutMs: 30_000, maxMemoryMb: 512, maxOutputMb: 512 };

if (!popplerInstalled()) console.warn('pdftotext is not on PATH: the readWithPoppler specs are skipped (apt-get install poppler-utils)');

(popplerInstalled() ? describe : describe.skip)('readWithPoppler', () => {
  const pages = (count: number) => buildTextPdf(Array.from({ length: count }, (_, index) => [{ text: `Page ${index + 1} of ${count}`, x: 72, y: 700 }]));

  it('reads every page, the PDF given on stdin', async () => {
    expect(await readWithPoppler(await pages(3), limits)).toEqual({ outcome: 'read', pageCount: 3, pages: ['Page 1 of 3', 'Page 2 of 3', 'Page 3 of 3'] });
  });

  it('counts the pages it did not read with pdfinfo, only when it read maxPages of them', async () => {
    expect(await readWithPoppler(await pages(5), { ...limits, maxPages: 2 })).toEqual({ outcome: 'read', pageCount: 5, pages: ['Page 1 of 5', 'Page 2 of 5'] });
    expect(await readWithPoppler(await pages(2), { ...limits, maxPages: 2 })).toEqual({ outcome: 'read', pageCount: 2, pages: ['Page 1 of 2', 'Page 2 of 2'] });
    expect(await readWithPoppler(await pages(2), { ...limits, maxPages: 0 })).toEqual({ outcome: 'read', pageCount: 2, pages: [] });
  });

  it('refuses what it cannot read, for pdf.js to try', async () => {
    expect(await readWithPoppler(Buffer.from('%PDF-1.7\nnot really a PDF at all\n%%EOF\n'), limits)).toEqual({
      outcome: 'refused',
      detail: expect.stringMatching(/^pdftotext exit code 1: .*xref/i),
    });
  });

  describe('with a stand-in pdftotext on PATH', () => {
    const standIn = useStandInPdftotext();

    it('stops pdftotext once it has written more than maxOutputMb', async () => {
      standIn('yes "<page width=\\"1\\" height=\\"1\\"></page>" | head -c 5000000');

      await expect(readWithPoppler(await pages(1), { ...limits, maxOutputMb: 1 })).rejects.toThrow('reading it needs more than 512 MiB of memory, the amount allowed');
    });

    it('refuses output that ends inside a page', async () => {
      standIn("printf '<doc><page width=\"1\" height=\"1\"><line><word xMin=\"1\" yMin=\"1\" xMax=\"2\" yMax=\"2\">x</word>'");

      expect(await readWithPoppler(await pages(1), limits)).toEqual({ outcome: 'refused', detail: 'pdftotext output ended inside a page' });
    });

    it('reads a password error as such', async () => {
      standIn("echo 'Command Line Error: Incorrect password' >&2; exit 1");

      expect(await readWithPoppler(await pages(1), limits)).toEqual({ outcome: 'password' });
    });
  });
});
