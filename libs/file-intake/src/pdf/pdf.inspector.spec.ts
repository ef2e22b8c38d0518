import { inspectPdf } from './pdf.inspector';
import { buildPdf } from './test/pdf-fixture.builder';

describe('inspectPdf', () => {
  it('counts the pages of a PDF', async () => {
    expect(await inspectPdf(await buildPdf(3))).toEqual({ ok: true, pageCount: 3, encrypted: false });
  });

  it('reads a PDF behind leading junk', async () => {
    const pdf = Buffer.concat([Buffer.from('Content-Type: application/pdf\r\n\r\n'), await buildPdf(2)]);

    expect(await inspectPdf(pdf)).toEqual({ ok: true, pageCount: 2, encrypted: false });
  });

  it('opens a PDF encrypted with an empty user password, says it is encrypted and counts its pages', async () => {
    const pdf = await buildPdf(4, { encryption: { userPassword: '' } });

    expect(await inspectPdf(pdf)).toEqual({ ok: true, pageCount: 4, encrypted: true });
  });

  it('says why a password-protected PDF cannot be read', async () => {
    const pdf = await buildPdf(1, { encryption: { userPassword: 'secret' } });

    expect(await inspectPdf(pdf)).toEqual({
      ok: false,
      reason: 'The PDF is password-protected and cannot be opened without its password',
    });
  });

  it('calls a PDF cut off during upload truncated', async () => {
    const pdf = await buildPdf(3);

    for (const keptFraction of [0.3, 0.6, 0.97]) {
      const result = await inspectPdf(pdf.subarray(0, Math.floor(pdf.length * keptFraction)));
      expect(result).toEqual({ ok: false, reason: expect.stringContaining('The PDF is truncated') });
    }
  });

  it('calls a PDF whose objects are gone damaged, without throwing', async () => {
    const pdf = await buildPdf(3);
    const gutted = Buffer.concat([pdf.subarray(0, 20), pdf.subarray(pdf.length - 200)]);
    const catalogWithoutPages = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

    for (const damaged of [gutted, catalogWithoutPages]) {
      expect(await inspectPdf(damaged)).toEqual({ ok: false, reason: expect.stringMatching(/^The PDF is damaged/) });
    }
  });

  it('refuses files that are no PDF at all', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    expect(await inspectPdf(png)).toEqual({ ok: false, reason: expect.stringContaining('not a PDF') });
    expect(await inspectPdf(Buffer.alloc(0))).toEqual({ ok: false, reason: 'The file is empty' });
  });

  it('refuses a PDF without pages', async () => {
    expect(await inspectPdf(await buildPdf(0))).toEqual({ ok: false, reason: 'The PDF has no pages' });
  });

  it('gives up on a PDF that takes longer than allowed', async () => {
    const result = await inspectPdf(await buildPdf(1), { timeoutMs: 1 });

    expect(result).toEqual({ ok: false, reason: expect.stringContaining('took longer than 0.001 s') });
  });
});
