import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { type ComposedPage, PAGE_HEIGHT, PAGE_WIDTH } from './page-composer';

export type StatementFont = 'Helvetica' | 'Courier' | 'Times';

const FONTS: Record<StatementFont, { regular: StandardFonts; bold: StandardFonts }> = {
  Helvetica: { regular: StandardFonts.Helvetica, bold: StandardFonts.HelveticaBold },
  Courier: { regular: StandardFonts.Courier, bold: StandardFonts.CourierBold },
  Times: { regular: StandardFonts.TimesRoman, bold: StandardFonts.TimesRomanBold },
};

/** Draws composed pages as a text PDF (standard fonts, one text run per cell), like a bank's print stream. */
export async function renderStatementPdf(pages: readonly ComposedPage[], font: StatementFont, size: number, title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('statement-corpus');
  pdf.setCreationDate(new Date(Date.UTC(2025, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2025, 0, 1)));
  const regular = await pdf.embedFont(FONTS[font].regular);
  const bold = await pdf.embedFont(FONTS[font].bold);
  for (const composed of pages) {
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    for (const line of composed.lines) {
      for (const cell of line.cells) {
        const face: PDFFont = cell.bold ? bold : regular;
        const cellSize = cell.size ?? size;
        const x = cell.align === 'right' ? cell.x - face.widthOfTextAtSize(cell.text, cellSize) : cell.x;
        page.drawText(cell.text, { x, y: line.y, size: cellSize, font: face });
      }
    }
  }
  return Buffer.from(await pdf.save());
}
