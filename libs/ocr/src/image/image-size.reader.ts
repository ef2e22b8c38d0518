export type ImageFormat = 'png' | 'jpeg' | 'tiff';

export type ImageSize =
  | {
      ok: true;
      format: ImageFormat;
      width: number;
      height: number;
      /** Pixels per inch the file states (PNG `pHYs`, JPEG's JFIF density), as leptonica reads them; null when it states none. */
      dpi: number | null;
    }
  | { ok: false; reason: string };

/**
 * Width, height and stated resolution of a PNG, JPEG or TIFF read from its header, without decoding it: an
 * image is checked against the size limit before anything allocates it.
 */
export function readImageSize(data: Buffer): ImageSize {
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString('latin1', 12, 16) === 'IHDR') {
    return sized('png', data.readUInt32BE(16), data.readUInt32BE(20), pngDensity(data));
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) return jpegSize(data);
  const order = data.length >= 8 ? data.toString('latin1', 0, 4) : '';
  if (order === 'II*\u0000' || order === 'MM\u0000*') return tiffSize(data, order === 'II*\u0000');
  return { ok: false, reason: 'The file is not a PNG, JPEG, TIFF or HEIC image' };
}

function sized(format: ImageFormat, width: number, height: number, dpi: number | null = null): ImageSize {
  if (width > 0 && height > 0) return { ok: true, format, width, height, dpi };
  return { ok: false, reason: `The ${format.toUpperCase()} image is damaged (no width or height)` };
}

const INCHES_PER_METRE = 39.3701;

/** The `pHYs` chunk's horizontal pixels per metre, in pixels per inch, when its unit is the metre (1); chunks end at `IDAT`. */
function pngDensity(data: Buffer): number | null {
  for (let offset = 8; offset + 8 <= data.length; ) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT' || type === 'IEND') return null;
    if (type === 'pHYs' && length >= 9 && offset + 17 <= data.length) {
      return data[offset + 16] === 1 ? Math.round(data.readUInt32BE(offset + 8) / INCHES_PER_METRE) : null;
    }
    offset += 12 + length;
  }
  return null;
}

/** A JFIF segment's X density in pixels per inch (units 1) or per centimetre (2); none for an aspect ratio alone (0). */
function jfifDensity(data: Buffer, segment: number): number | null {
  if (segment + 16 > data.length || data.toString('latin1', segment + 4, segment + 9) !== 'JFIF\u0000') return null;
  const units = data[segment + 11];
  const density = data.readUInt16BE(segment + 12);
  return units === 1 ? density : units === 2 ? Math.round(density * 2.54) : null;
}

/** Walks the JPEG markers to the first start-of-frame, which carries the size; a JFIF segment before it, the density. */
function jpegSize(data: Buffer): ImageSize {
  let offset = 2;
  let dpi: number | null = null;
  while (offset + 9 <= data.length) {
    if (data[offset] !== 0xff) return { ok: false, reason: 'The JPEG image is damaged (bad marker)' };
    const marker = data[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return sized('jpeg', data.readUInt16BE(offset + 7), data.readUInt16BE(offset + 5), dpi);
    }
    if (marker === 0xe0) dpi ??= jfifDensity(data, offset);
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  return { ok: false, reason: 'The JPEG image is damaged (no frame header)' };
}

/** Reads ImageWidth (256) and ImageLength (257) from the first image directory. */
function tiffSize(data: Buffer, little: boolean): ImageSize {
  const u16 = (at: number): number => (little ? data.readUInt16LE(at) : data.readUInt16BE(at));
  const u32 = (at: number): number => (little ? data.readUInt32LE(at) : data.readUInt32BE(at));
  const directory = u32(4);
  if (directory + 2 > data.length) return { ok: false, reason: 'The TIFF image is damaged (no image directory)' };
  const entries = u16(directory);
  let width = 0;
  let height = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    const at = directory + 2 + entry * 12;
    if (at + 12 > data.length) break;
    const tag = u16(at);
    if (tag !== 256 && tag !== 257) continue;
    // SHORT (3) or LONG (4), stored in the entry itself.
    const value = u16(at + 2) === 3 ? u16(at + 8) : u32(at + 8);
    if (tag === 256) width = value;
    else height = value;
  }
  return sized('tiff', width, height);
}
