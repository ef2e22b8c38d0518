import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, type PDFFont, PDFName, StandardFonts } from 'pdf-lib';
import { standardFontFace } from '../scan/scan-fonts';
import { type ComposedPage, PAGE_HEIGHT, PAGE_WIDTH } from './page-composer';

export type StatementFont = 'Helvetica' | 'Courier' | 'Times';

const FONTS: Record<StatementFont, { regular: StandardFonts; bold: StandardFonts }> = {
  Helvetica: { regular: StandardFonts.Helvetica, bold: StandardFonts.HelveticaBold },
  Courier: { regular: StandardFonts.Courier, bold: StandardFonts.CourierBold },
  Times: { regular: StandardFonts.TimesRoman, bold: StandardFonts.TimesRomanBold },
};

/**
 * How the text is drawn: `cells`, one text run per cell in reading order; `glyphs`, as some print streams draw a
 * page: every glyph a run of its own at its own place, the cells in column order (down the page, column after
 * column), so nothing in the drawing order says which glyphs make a word or which cells a row.
 */
export type PdfDrawing = 'cells' | 'glyphs';

/**
 * The fonts text is drawn in: `standard`, the PDF standard fonts (WinAnsi); `unmapped`, Liberation Sans (Helvetica's
 * metrics) embedded as subset fonts without a `ToUnicode` map, as some print streams embed them: the pages show the
 * print, and the text layer reads glyph codes (`!"####$%` for `STATEMENT`).
 */
export type PdfFonts = 'standard' | 'unmapped';

export interface PdfRendering {
  drawing?: PdfDrawing;
  fonts?: PdfFonts;
}

/** Draws composed pages as a text PDF, like a bank's print stream. */
export async function renderStatementPdf(
  pages: readonly ComposedPage[],
  font: StatementFont,
  size: number,
  title: string,
  { drawing = 'cells', fonts = 'standard' }: PdfRendering = {},
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('statement-corpus');
  pdf.setCreationDate(new Date(Date.UTC(2025, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2025, 0, 1)));
  const [regular, bold] = fonts === 'standard' ? [await pdf.embedFont(FONTS[font].regular), await pdf.embedFont(FONTS[font].bold)] : await embedLiberationSans(pdf);
  for (const composed of pages) {
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    const cells = composed.lines.flatMap((line) => line.cells.map((cell) => ({ cell, y: line.y })));
    if (drawing === 'glyphs') cells.sort((a, b) => a.cell.x - b.cell.x || b.y - a.y);
    for (const { cell, y } of cells) {
      const face: PDFFont = cell.bold ? bold : regular;
      const cellSize = cell.size ?? size;
      const x = cell.align === 'right' ? cell.x - face.widthOfTextAtSize(cell.text, cellSize) : cell.x;
      if (drawing === 'cells') {
        page.drawText(cell.text, { x, y, size: cellSize, font: face });
        continue;
      }
      let glyphX = x;
      for (const glyph of cell.text) {
        if (glyph !== ' ') page.drawText(glyph, { x: glyphX, y, size: cellSize, font: face });
        glyphX += face.widthOfTextAtSize(glyph, cellSize);
      }
    }
  }
  return fonts === 'standard' ? Buffer.from(await pdf.save()) : withoutUnicodeMaps(await pdf.save());
}

/** Liberation Sans, regular and bold (the face pdf.js substitutes for Helvetica, as scans draw it), embedded as subsets. */
async function embedLiberationSans(pdf: PDFDocument): Promise<[PDFFont, PDFFont]> {
  pdf.registerFontkit(fontkit);
  const embed = (bold: boolean) => pdf.embedFont(readFileSync(standardFontFace('Helvetica', bold)), { subset: true });
  return [await embed(false), await embed(true)];
}

/** The saved PDF with every font's `ToUnicode` map taken out (pdf-lib writes them as it saves). */
async function withoutUnicodeMaps(saved: Uint8Array): Promise<Buffer> {
  const pdf = await PDFDocument.load(saved);
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font')) object.delete(PDFName.of('ToUnicode'));
  }
  return Buffer.from(await pdf.save());
}
