import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ocrDocument, shutdownOcr } from './ocr-document.reader';
import { type OcrResult } from './ocr.model';
import { buildTiff, drawTextLines, type TiffPage } from './test/tiff.builder';

// Real OCR engines under the test run's parallel load (two cores shared by every jest worker): the times here are
// bounds for a hang, not measurements (speed is the bench's).
jest.setTimeout(60_000);

/**
 * Fixtures (libs/ocr/src/test/fixtures), drawn in LiberationSans 40 px like the built pages below:
 * - wire-confirmation-photo.heic: 1000x360, dark blue on cream, `heif-enc -q 50 --no-alpha` (libheif 1.15);
 * - two-page-fax.tif: two 900x360 bilevel pages, CCITT G4 at 200 dpi (`ppm2tiff -c g4 -R 200`, then `tiffcp`).
 */
const FIXTURES = join(__dirname, 'test', 'fixtures');
const DAMAGED = { ok: false, reason: 'The image is damaged and cannot be decoded' };

const DEPOSITS = ['Page one: deposit summary', 'Opening balance 4,332.80', 'Closing balance 5,920.14'];
const SETTLEMENTS = ['Page two: card settlements', 'Batch 7741 settled 1,250.00'];
const FEES = ['Page three: fees', 'Monthly service fee 25.00'];

function pageTexts(result: OcrResult): string[] {
  if (!result.ok) throw new Error(`OCR failed: ${result.reason}`);
  return result.pages.map((page) => page.text);
}

function page(lines: readonly string[], colour: TiffPage['colour'], extra: Partial<TiffPage> = {}): TiffPage {
  return { picture: drawTextLines(lines), colour, dpi: 200, ...extra };
}

describe('ocrDocument on HEIC and TIFF images', () => {
  afterAll(() => shutdownOcr());

  it('reads every page of a multi-page TIFF as its own page, in order', async () => {
    const tiff = buildTiff([page(DEPOSITS, 'grey'), page(SETTLEMENTS, 'rgb')]);

    const result = await ocrDocument({ data: tiff, mime: 'image/tiff' });

    expect(result).toMatchObject({ ok: true, pageCount: 2 });
    expect(pageTexts(result)).toEqual([DEPOSITS.join('\n'), SETTLEMENTS.join('\n')]);
    if (result.ok) expect(result.pages.map((read) => read.lines)).toEqual([3, 2]);
  });

  it('reads a two-page CCITT G4 fax', async () => {
    const result = await ocrDocument({ data: readFileSync(join(FIXTURES, 'two-page-fax.tif')), mime: 'image/tiff' });

    expect(result).toMatchObject({ ok: true, pageCount: 2 });
    const [cover, reference] = pageTexts(result);
    expect(cover).toContain('FAX COVER SHEET');
    expect(cover).toContain('To: Underwriting Desk');
    expect(reference).toContain('MERCHANT REFERENCE 88214');
    expect(reference).toContain('Monthly volume: $41,900.00');
    expect(reference).toContain('Signed: Dana Whitfield');
  });

  it('reads the first maxPages pages of a longer TIFF and counts them all', async () => {
    const tiff = buildTiff([page(DEPOSITS, 'grey'), page(SETTLEMENTS, 'grey'), page(FEES, 'grey')]);

    const result = await ocrDocument({ data: tiff, mime: 'image/tiff', maxPages: 2 });

    expect(result).toMatchObject({ ok: true, pageCount: 3 });
    expect(pageTexts(result).map((text) => text.split('\n')[0])).toEqual(['Page one: deposit summary', 'Page two: card settlements']);
  });

  it('still reads a single-page TIFF, with or without a stated resolution', async () => {
    const stated = await ocrDocument({ data: buildTiff([page(FEES, 'rgb')]), mime: 'image/tiff' });
    const unstated = await ocrDocument({ data: buildTiff([page(FEES, 'grey', { dpi: undefined })]), mime: 'image/tiff' });

    for (const result of [stated, unstated]) {
      expect(result).toMatchObject({ ok: true, pageCount: 1 });
      expect(pageTexts(result)).toEqual([FEES.join('\n')]);
    }
  });

  it('reads the text of a HEIC photo', async () => {
    const result = await ocrDocument({ data: readFileSync(join(FIXTURES, 'wire-confirmation-photo.heic')), mime: 'image/heic' });

    expect(result).toMatchObject({ ok: true, pageCount: 1 });
    const [text] = pageTexts(result);
    expect(text).toContain('WIRE CONFIRMATION 50317');
    expect(text).toContain('Beneficiary: Harbor Street Bakery');
    expect(text).toContain('Amount: $12,480.00');
    if (result.ok) expect(result.meanConfidence).toBeGreaterThan(80);
  });

  it('fails a damaged HEIC or TIFF alone, with a reason, and reads the next file', async () => {
    const heic = readFileSync(join(FIXTURES, 'wire-confirmation-photo.heic'));
    const cutInPicture = heic.subarray(0, heic.indexOf('mdat') + 200);
    const scrambledBoxes = Buffer.concat([heic.subarray(0, 32), Buffer.alloc(heic.length - 32, 0x5a)]);
    const tiff = buildTiff([page(DEPOSITS, 'grey'), page(SETTLEMENTS, 'grey')]);
    const cutInSecondPage = tiff.subarray(0, tiff.length - 20_000);
    const directoryLoop = buildTiff([page(FEES, 'grey')]);
    const directory = directoryLoop.readUInt32BE(4);
    directoryLoop.writeUInt32BE(directory, directory + 2 + directoryLoop.readUInt16BE(directory) * 12);

    expect(await ocrDocument({ data: cutInPicture, mime: 'image/heic' })).toEqual(DAMAGED);
    expect(await ocrDocument({ data: scrambledBoxes, mime: 'image/heif' })).toEqual(DAMAGED);
    expect(await ocrDocument({ data: cutInSecondPage, mime: 'image/tiff' })).toEqual(DAMAGED);
    expect(await ocrDocument({ data: directoryLoop, mime: 'image/tiff' })).toEqual(DAMAGED);

    expect(pageTexts(await ocrDocument({ data: heic, mime: 'image/heic' }))[0]).toContain('WIRE CONFIRMATION 50317');
  });

  it('refuses a TIFF page too large to read before decoding anything', async () => {
    const tiff = buildTiff([page(FEES, 'grey'), page(FEES, 'grey', { tags: { t256: [10_000], t257: [5_000] } })]);

    expect(await ocrDocument({ data: tiff, mime: 'image/tiff' })).toEqual({
      ok: false,
      reason: 'Page 2 of the image is 10000x5000 pixels, more than the 40 megapixels OCR reads',
    });
  });

  it('names the TIFF encodings it cannot decode', async () => {
    const jpeg2000 = buildTiff([page(FEES, 'grey', { tags: { t259: [34_712] } })]);
    const bigTiff = Buffer.from([0x49, 0x49, 0x2b, 0x00, 0x08, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);

    expect(await ocrDocument({ data: jpeg2000, mime: 'image/tiff' })).toEqual({
      ok: false,
      reason: 'The TIFF image uses compression scheme 34712, which OCR cannot decode',
    });
    expect(await ocrDocument({ data: bigTiff, mime: 'image/tiff' })).toEqual({
      ok: false,
      reason: 'The TIFF image uses the BigTIFF format, which OCR cannot decode',
    });
  });
});
