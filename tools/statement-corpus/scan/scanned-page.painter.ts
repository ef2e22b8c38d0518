import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { type SeededRandom } from '../random/seeded-random';
import { type ComposedPage, PAGE_HEIGHT, PAGE_WIDTH } from '../render/page-composer';
import { type StatementFont } from '../render/pdf.renderer';
import { gaussian, grey } from './grey-levels';
import { photographPage } from './phone-photo.painter';
import { type ScanDefects } from './scan-defects';
import { scanFontFamily } from './scan-fonts';

export interface ScannedPageStyle {
  font: StatementFont;
  /** Body size in points, for cells without their own. */
  size: number;
}

/** A page image as the scanner encodes it: a JPEG, or 1-bit rows (MSB first, 0 black, rows byte-padded). */
export type ScannedImage = { kind: 'jpeg'; bytes: Buffer } | { kind: 'bilevel'; bits: Uint8Array; width: number; height: number };

/**
 * One composed page as a scanner saves it: drawn at the scan's resolution at the text PDF's positions,
 * turned askew, then noise, specks, faint lines and an optional blur, encoded as a greyscale JPEG or
 * thresholded to black and white, or photographed on a desk (`photographPage`). Every defect comes from `random`, so the same seed gives the same image.
 */
export function paintScannedPage(page: ComposedPage, style: ScannedPageStyle, defects: ScanDefects, random: SeededRandom): ScannedImage {
  const scale = defects.dpi / 72;
  const width = Math.round(PAGE_WIDTH * scale);
  const height = Math.round(PAGE_HEIGHT * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = grey(defects.paper);
  context.fillRect(0, 0, width, height);
  drawText(context, page, style, defects, width, height);
  drawFaintLines(context, defects, random, width, height);
  const image = context.getImageData(0, 0, width, height);
  degradePixels(image.data, width, height, defects, random);
  if (defects.encoding === 'bilevel') return { kind: 'bilevel', bits: packBits(image.data, width, height, defects.threshold), width, height };
  context.putImageData(image, 0, 0);
  if (defects.photo) return { kind: 'jpeg', bytes: photographPage(canvas, defects.photo, defects.jpeg_quality, random) };
  return { kind: 'jpeg', bytes: canvas.toBuffer('image/jpeg', defects.jpeg_quality) };
}

/** Grey (the red channel of opaque grey RGBA) to 1 bit a pixel: 1 (white) at or above `threshold`. */
function packBits(rgba: Uint8ClampedArray, width: number, height: number, threshold: number): Uint8Array {
  const stride = Math.ceil(width / 8);
  const bits = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (rgba[(y * width + x) * 4] >= threshold) bits[y * stride + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  return bits;
}

function drawText(context: SKRSContext2D, page: ComposedPage, style: ScannedPageStyle, defects: ScanDefects, width: number, height: number): void {
  const scale = defects.dpi / 72;
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate((defects.rotation_degrees * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  context.fillStyle = grey(defects.ink);
  context.textBaseline = 'alphabetic';
  for (const line of page.lines) {
    for (const cell of line.cells) {
      context.font = `${(cell.size ?? style.size) * scale}px "${scanFontFamily(style.font, cell.bold === true)}"`;
      context.textAlign = cell.align === 'right' ? 'right' : 'left';
      context.fillText(cell.text, cell.x * scale, (PAGE_HEIGHT - line.y) * scale);
    }
  }
  context.restore();
}

function drawFaintLines(context: SKRSContext2D, defects: ScanDefects, random: SeededRandom, width: number, height: number): void {
  for (let index = 0; index < defects.faint_lines; index += 1) {
    context.strokeStyle = grey(random.int(185, 220));
    context.lineWidth = random.int(1, 3);
    context.beginPath();
    if (random.chance(0.6)) {
      const x = random.int(Math.round(width * 0.05), Math.round(width * 0.95));
      context.moveTo(x, 0);
      context.lineTo(x + random.int(-6, 6), height);
    } else {
      const y = random.int(Math.round(height * 0.05), Math.round(height * 0.95));
      context.moveTo(0, y);
      context.lineTo(width, y + random.int(-6, 6));
    }
    context.stroke();
  }
}

/** Sensor noise, specks and the optional blur, on the grey channel; the canvas is opaque grey, so r = g = b. */
function degradePixels(rgba: Uint8ClampedArray, width: number, height: number, defects: ScanDefects, random: SeededRandom): void {
  let pixels = new Float32Array(width * height);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = rgba[index * 4] + gaussian(random) * defects.noise_sigma;
  for (let speck = 0; speck < defects.speckles; speck += 1) {
    const x = random.int(1, width - 3);
    const y = random.int(1, height - 3);
    const size = random.int(1, 2);
    const level = random.int(20, 120);
    for (let dy = 0; dy < size; dy += 1) for (let dx = 0; dx < size; dx += 1) pixels[(y + dy) * width + x + dx] = level;
  }
  if (defects.blur) pixels = blurred(pixels, width, height);
  for (let index = 0; index < pixels.length; index += 1) {
    const value = Math.max(0, Math.min(255, Math.round(pixels[index])));
    rgba[index * 4] = value;
    rgba[index * 4 + 1] = value;
    rgba[index * 4 + 2] = value;
    rgba[index * 4 + 3] = 255;
  }
}

/** A separable [1 2 1] / 4 blur: a slightly soft scan, not a smeared one. */
function blurred(pixels: Float32Array, width: number, height: number): Float32Array {
  const across = new Float32Array(pixels.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * width + x;
      across[at] = (pixels[at - (x > 0 ? 1 : 0)] + 2 * pixels[at] + pixels[at + (x < width - 1 ? 1 : 0)]) / 4;
    }
  }
  const down = new Float32Array(pixels.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * width + x;
      down[at] = (across[at - (y > 0 ? width : 0)] + 2 * across[at] + across[at + (y < height - 1 ? width : 0)]) / 4;
    }
  }
  return down;
}
