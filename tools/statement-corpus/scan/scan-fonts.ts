import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import type { StatementFont } from '../render/pdf.renderer';

/**
 * The faces pdf.js substitutes for the PDF standard fonts (Liberation Sans for Helvetica, Foxit Fixed for
 * Courier, Foxit Serif for Times), shipped in `pdfjs-dist/standard_fonts`: a scanned page is drawn with the
 * same metrics as its text PDF, and looks the same on any machine whatever its system fonts.
 */
const FACES: Record<StatementFont, { regular: string; bold: string }> = {
  Helvetica: { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' },
  Courier: { regular: 'FoxitFixed.pfb', bold: 'FoxitFixedBold.pfb' },
  Times: { regular: 'FoxitSerif.pfb', bold: 'FoxitSerifBold.pfb' },
};

/** The file of the face pdf.js substitutes for a statement font, in `pdfjs-dist/standard_fonts`. */
export function standardFontFace(font: StatementFont, bold: boolean): string {
  const directory = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  return path.join(directory, bold ? FACES[font].bold : FACES[font].regular);
}

/** The canvas font family of a statement font, registered on first use. */
export function scanFontFamily(font: StatementFont, bold: boolean): string {
  const family = `Statement Scan ${font}${bold ? ' Bold' : ''}`;
  if (!GlobalFonts.has(family)) {
    const face = standardFontFace(font, bold);
    if (!GlobalFonts.registerFromPath(face, family)) throw new Error(`Cannot load the scan font ${face}`);
  }
  return family;
}
