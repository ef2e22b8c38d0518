import { createCanvas } from '@napi-rs/canvas';
import * as UTIF from 'utif2';
import { FONT_FAMILY, registerFont } from './statement-page.builder';

/** An opaque picture, 8-bit RGBA, as a canvas gives it. */
export interface Picture {
  rgba: Uint8Array;
  width: number;
  height: number;
}

/** Dark lines of text on white, 40 px high, one under the other. */
export function drawTextLines(lines: readonly string[], width = 1000, height = 120 + lines.length * 90): Picture {
  registerFont();
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#141414';
  context.font = `40px "${FONT_FAMILY}"`;
  lines.forEach((line, index) => context.fillText(line, 50, 100 + index * 90));
  return { rgba: new Uint8Array(context.getImageData(0, 0, width, height).data.buffer), width, height };
}

export interface TiffPage {
  picture: Picture;
  /** Stored as 8-bit grey (black is zero) or 8-bit RGB, uncompressed. */
  colour: 'grey' | 'rgb';
  /** XResolution and YResolution in pixels per inch; none stated when absent. */
  dpi?: number;
  /** Tags written over the page's own (`t256` for ImageWidth...), to make a page lie about itself. */
  tags?: Record<string, unknown>;
}

/** A TIFF (big-endian, as UTIF writes) of `pages`, one image directory each, in order. */
export function buildTiff(pages: readonly TiffPage[]): Buffer {
  const strips = pages.map(({ picture, colour }) => samplesOf(picture, colour));
  const directories = (offsets: readonly number[]): UTIF.IFD[] =>
    pages.map(({ picture, colour, dpi, tags }, index) => {
      const grey = colour === 'grey';
      // Ascending tag order, as TIFF readers expect.
      const directory: Record<string, unknown> = {
        t256: [picture.width],
        t257: [picture.height],
        t258: grey ? [8] : [8, 8, 8],
        t259: [1],
        t262: [grey ? 1 : 2],
        t273: [offsets[index]],
        t277: [grey ? 1 : 3],
        t278: [picture.height],
        t279: [strips[index].length],
        ...(dpi ? { t282: [[dpi, 1]], t283: [[dpi, 1]], t296: [2] } : {}),
        ...tags,
      };
      return directory as unknown as UTIF.IFD;
    });
  // The directories come first; their length does not depend on the strip offsets written in them.
  const length = UTIF.encode(directories(pages.map(() => 0))).byteLength;
  const offsets = strips.map((_, index) => length + strips.slice(0, index).reduce((sum, strip) => sum + strip.length, 0));
  return Buffer.concat([Buffer.from(UTIF.encode(directories(offsets))), ...strips]);
}

function samplesOf({ rgba, width, height }: Picture, colour: 'grey' | 'rgb'): Buffer {
  const channels = colour === 'grey' ? 1 : 3;
  const samples = Buffer.alloc(width * height * channels);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    for (let channel = 0; channel < channels; channel += 1) samples[pixel * channels + channel] = rgba[pixel * 4 + channel];
  }
  return samples;
}
