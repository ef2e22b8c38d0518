import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { homography } from '../image/photographed-page';

/** Rows of a statement-like activity table: date, description, amount, balance. */
export const ACTIVITY_ROWS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['01/05/2024', 'ACH CREDIT STRIPE TRANSFER', '1,250.00', '4,332.80'],
  ['01/09/2024', 'CARD PURCHASE OFFICE DEPOT', '-42.10', '4,290.70'],
  ['01/12/2024', 'ACH DEBIT ACME CAPITAL', '-389.00', '3,901.70'],
  ['01/19/2024', 'MOBILE DEPOSIT', '2,018.44', '5,920.14'],
];
const COLUMNS = [0.06, 0.24, 0.64, 0.82];
export const FONT_FAMILY = 'OCR Spec Sans';

/** The font of pdf.js's standard fonts, so drawn text looks the same on any machine, system fonts or not. */
export function registerFont(): void {
  if (GlobalFonts.has(FONT_FAMILY)) return;
  const fonts = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  GlobalFonts.registerFromPath(join(fonts, 'LiberationSans-Regular.ttf'), FONT_FAMILY);
}

export interface DrawnPage {
  /** Degrees the whole page is turned, as a sheet laid slightly askew on a scanner. */
  skewDegrees?: number;
  format?: 'png' | 'jpeg';
  /**
   * A JPEG as a phone saves a photo taken held sideways: its pixels stored a quarter turn anticlockwise, with the EXIF
   * orientation (6) that tells a viewer to turn them a quarter clockwise to stand upright.
   */
  storedSideways?: boolean;
  /**
   * A JPEG as a phone photographs the page on a desk: in a frame a fifth larger than the sheet, seen at a slant (its
   * top edge narrower), on a dark desk, the light falling to 55 % of itself towards the bottom right.
   */
  photographed?: boolean;
}

/** A statement page drawn at 200 dpi (letter size), as a scanner would save it. */
export function drawStatementPage({ skewDegrees = 0, format = 'png', storedSideways = false, photographed = false }: DrawnPage = {}): Buffer {
  registerFont();
  const width = 1700;
  const height = 2200;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate((skewDegrees * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  context.fillStyle = '#111111';
  context.font = `40px "${FONT_FAMILY}"`;
  context.fillText('Statement Period: 01/01/2024 - 01/31/2024', COLUMNS[0] * width, 260);
  context.font = `34px "${FONT_FAMILY}"`;
  ['Date', 'Description', 'Amount', 'Balance'].forEach((heading, column) => context.fillText(heading, COLUMNS[column] * width, 400));
  ACTIVITY_ROWS.forEach((row, index) => row.forEach((cell, column) => context.fillText(cell, COLUMNS[column] * width, 480 + index * 70)));
  if (photographed) return photographedPage(context.getImageData(0, 0, width, height).data, width, height);
  if (storedSideways) {
    const stored = createCanvas(height, width);
    const storing = stored.getContext('2d');
    storing.translate(0, width);
    storing.rotate(-Math.PI / 2);
    storing.drawImage(canvas, 0, 0);
    return withExifOrientation(stored.toBuffer('image/jpeg', 90), 6);
  }
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 90);
}

/** The page's pixels (RGBA, grey) photographed as `DrawnPage.photographed` says, as a JPEG. */
function photographedPage(rgba: Uint8ClampedArray, width: number, height: number): Buffer {
  const [frameWidth, frameHeight] = [Math.round(width * 1.2), Math.round(height * 1.2)];
  const corners = [
    { x: 0.24 * width, y: 0.12 * height },
    { x: 0.99 * width, y: 0.06 * height },
    { x: 1.13 * width, y: 1.1 * height },
    { x: 0.06 * width, y: 1.14 * height },
  ];
  const [a, b, c, d, e, f, g, h] = homography(corners, [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ]);
  const frame = createCanvas(frameWidth, frameHeight);
  const context = frame.getContext('2d');
  const photo = context.createImageData(frameWidth, frameHeight);
  for (let y = 0; y < frameHeight; y += 1) {
    for (let x = 0; x < frameWidth; x += 1) {
      const w = g * x + h * y + 1;
      const [u, v] = [Math.floor((a * x + b * y + c) / w), Math.floor((d * x + e * y + f) / w)];
      const onSheet = u >= 0 && v >= 0 && u < width && v < height;
      const light = 1 - 0.6 * ((x / frameWidth + y / frameHeight) / 2);
      const level = Math.round((onSheet ? rgba[(v * width + u) * 4] : 70) * light);
      const at = (y * frameWidth + x) * 4;
      photo.data[at] = level;
      photo.data[at + 1] = level;
      photo.data[at + 2] = level;
      photo.data[at + 3] = 255;
    }
  }
  context.putImageData(photo, 0, 0);
  return frame.toBuffer('image/jpeg', 85);
}

/** `jpeg` with an EXIF segment (APP1, big-endian TIFF, one entry) stating `orientation` (1-8), right after its start marker. */
export function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]);
  const payload = Buffer.concat([Buffer.from('Exif\u0000\u0000', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

/** `png` with a `pHYs` chunk stating `dpi` (in pixels per metre, as PNG states it) right after its header chunk. */
export function withPngDensity(png: Buffer, dpi: number): Buffer {
  const perMetre = Math.round(dpi / 0.0254);
  const chunk = Buffer.alloc(21);
  chunk.writeUInt32BE(9, 0);
  chunk.write('pHYs', 4, 'latin1');
  chunk.writeUInt32BE(perMetre, 8);
  chunk.writeUInt32BE(perMetre, 12);
  chunk[16] = 1;
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 17)), 17);
  // The signature (8 bytes) and IHDR (25 bytes with its length, type and CRC) come first.
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}


/** A text PDF of `pages` letter pages, each the activity table headed with its page number. */
export async function buildStatementPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number += 1) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Page ${number} of ${pages}`, { x: 36, y: 740, size: 12, font });
    ACTIVITY_ROWS.forEach((row, index) =>
      row.forEach((cell, column) => page.drawText(cell, { x: COLUMNS[column] * 612, y: 680 - index * 24, size: 11, font })),
    );
  }
  return Buffer.from(await pdf.save());
}

/**
 * An image-only PDF as a scanner writes one: each page a drawn statement page (1700x2200 pixels) covering a
 * letter page, so its scan is 200 dpi. `scale` draws the image that much smaller on the page, at its corner.
 */
export async function buildScannedPdf(pages: number, scale = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(drawStatementPage());
  for (let number = 1; number <= pages; number += 1) {
    pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 792 * (1 - scale), width: 612 * scale, height: 792 * scale });
  }
  return Buffer.from(await pdf.save());
}
