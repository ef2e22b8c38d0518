import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawStatementPage, withPngDensity } from '../test/statement-page.builder';
import { buildTiff, drawTextLines, type TiffPage } from '../test/tiff.builder';
import { type DecodedImageKind, decodedImageKind, type GreyPage, readDecodedImage, stopImageDecoding } from './decoded-image.reader';

const HEIC = readFileSync(join(__dirname, '..', 'test', 'fixtures', 'wire-confirmation-photo.heic'));
const LIMITS = { maxPages: 40, maxPixels: 40_000_000, lanes: 2 };

function tiffPage(extra: Partial<TiffPage> = {}): TiffPage {
  return { picture: drawTextLines(['Ink on paper'], 400, 120), colour: 'grey', ...extra };
}

/** Runs the decoder and keeps what `read` was handed, in the order it was handed. */
async function decodedPages(data: Buffer, kind: DecodedImageKind, limits = LIMITS): Promise<{ handed: GreyPage[]; outcome: unknown }> {
  const handed: GreyPage[] = [];
  const outcome = await readDecodedImage(data, kind, limits, async (page) => {
    handed.push(page);
    return handed.length;
  });
  return { handed, outcome };
}

/** The PGM's header and its pixels. */
function pgm(page: GreyPage): { header: string; pixels: Uint8Array } {
  const header = `P5\n${page.width} ${page.height}\n255\n`;
  return { header: Buffer.from(page.image.subarray(0, header.length)).toString('latin1'), pixels: page.image.subarray(header.length) };
}

describe('decodedImageKind', () => {
  it('tells PNG, JPEG, HEIC/HEIF and TIFF from their first bytes, whatever type they were sent as', () => {
    expect(decodedImageKind(HEIC)).toBe('heif');
    expect(decodedImageKind(buildTiff([tiffPage()]))).toBe('tiff');
    expect(decodedImageKind(Buffer.from('II+\u0000\u0008\u0000\u0000\u0000', 'latin1'))).toBe('tiff');
    expect(decodedImageKind(pngHeader())).toBe('png');
    expect(decodedImageKind(drawStatementPage({ format: 'jpeg' }))).toBe('jpeg');
    expect(decodedImageKind(Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1'))).toBeUndefined();
    // An MP4 video shares the box layout, not the brands.
    expect(decodedImageKind(Buffer.from('\u0000\u0000\u0000\u0018ftypisom\u0000\u0000\u0002\u0000', 'latin1'))).toBeUndefined();
  });
});

describe('readDecodedImage', () => {
  it('hands OCR a grey PGM of the HEIC photo: cream paper light, ink dark', async () => {
    const { handed, outcome } = await decodedPages(HEIC, 'heif');

    expect(outcome).toEqual({ pages: [1], pageCount: 1 });
    const [photo] = handed;
    expect(photo).toMatchObject({ width: 1000, height: 360, dpi: undefined });
    const { header, pixels } = pgm(photo);
    expect(header).toBe('P5\n1000 360\n255\n');
    expect(pixels.length).toBe(1000 * 360);
    expect(pixels[0]).toBeGreaterThan(220);
    expect(pixels.reduce((darkest, pixel) => Math.min(darkest, pixel), 255)).toBeLessThan(60);
  });

  it('refuses a photo larger than the limit before decoding it', async () => {
    const { handed, outcome } = await decodedPages(HEIC, 'heif', { ...LIMITS, maxPixels: 100_000 });

    expect(outcome).toEqual({ reason: 'The image is 1000x360 pixels, more than the 0.1 megapixels OCR reads' });
    expect(handed).toEqual([]);
  });

  it('reads each TIFF page at the resolution it states, in inches or centimetres, and lets tesseract guess the rest', async () => {
    const tiff = buildTiff([
      tiffPage({ dpi: 300 }),
      tiffPage({ tags: { t282: [[80, 1]], t296: [3] } }),
      tiffPage(),
      // 30 dpi is no scan's: a writer's placeholder, as is a resolution with no unit.
      tiffPage({ dpi: 30 }),
      tiffPage({ tags: { t282: [[300, 1]], t296: [1] } }),
    ]);

    const { handed, outcome } = await decodedPages(tiff, 'tiff');

    expect(outcome).toEqual({ pages: expect.any(Array), pageCount: 5 });
    expect(handed.map((page) => page.dpi)).toEqual([300, 203.2, undefined, undefined, undefined]);
    expect(pgm(handed[0]).header).toBe('P5\n400 120\n255\n');
  });

  it('hands OCR a photo stored sideways standing upright, as its EXIF orientation says a viewer shows it', async () => {
    const { handed, outcome } = await decodedPages(drawStatementPage({ storedSideways: true }), 'jpeg');

    expect(outcome).toEqual({ pages: [1], pageCount: 1 });
    const [page] = handed;
    expect(page).toMatchObject({ width: 1700, height: 2200, dpi: undefined });
    const { header, pixels } = pgm(page);
    expect(header).toBe('P5\n1700 2200\n255\n');
    // The statement's print stands in the top third of the upright page (its heading at 260 px, its rows below).
    const darkest = (fromRow: number, toRow: number) => {
      let value = 255;
      for (let row = fromRow; row < toRow; row += 1) for (let column = 0; column < 1700; column += 1) value = Math.min(value, pixels[row * 1700 + column]);
      return value;
    };
    expect(darkest(220, 270)).toBeLessThan(80);
    expect(darkest(1500, 2200)).toBeGreaterThan(200);
  });

  it("reads a PNG at the resolution its header states, unless that would make its page larger than any paper (a program's 72 dpi)", async () => {
    const png = drawStatementPage();
    const resolutions = [];
    for (const image of [withPngDensity(png, 200), withPngDensity(png, 72), png]) resolutions.push((await decodedPages(image, 'png')).handed[0].dpi);

    expect(resolutions).toEqual([200, undefined, undefined]);
  });

  it('refuses a PNG larger than the limit, from its header, before decoding it; a damaged one is damaged', async () => {
    const png = drawStatementPage();
    const tooLarge = await decodedPages(png, 'png', { ...LIMITS, maxPixels: 1_000_000 });
    const damaged = await decodedPages(Buffer.concat([png.subarray(0, 64), Buffer.alloc(4_096, 0x5a)]), 'png');

    expect(tooLarge).toEqual({ handed: [], outcome: { reason: 'The image is 1700x2200 pixels, more than the 1 megapixels OCR reads' } });
    expect(damaged).toEqual({ handed: [], outcome: { reason: 'The image is damaged and cannot be decoded' } });
  });

  it('stops decoding when told to (the document ran out of time), failing the pages not yet decoded', async () => {
    const tiff = buildTiff([tiffPage(), tiffPage(), tiffPage()]);
    let handed = 0;

    const outcome = await readDecodedImage(tiff, 'tiff', { ...LIMITS, lanes: 1 }, async () => {
      handed += 1;
      await stopImageDecoding();
    });

    expect(outcome).toEqual({ reason: 'The image could not be decoded (the image decoder was stopped)' });
    expect(handed).toBe(1);
  });

  it('counts thumbnails out of the pages', async () => {
    const tiff = buildTiff([tiffPage(), tiffPage({ tags: { t254: [1] } }), tiffPage()]);

    expect((await decodedPages(tiff, 'tiff')).outcome).toEqual({ pages: [1, 2], pageCount: 2 });
  });
});

/** The start of a PNG, as far as its size. */
function pngHeader(): Buffer {
  const png = Buffer.alloc(24);
  png.writeUInt32BE(0x89504e47, 0);
  png.write('IHDR', 12, 'latin1');
  return png;
}
