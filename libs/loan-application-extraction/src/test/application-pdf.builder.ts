import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A run of text at PDF coordinates (origin bottom left). */
export interface FormText {
  text: string;
  x: number;
  y: number;
}

/** A letter-size text PDF, one page per entry, as a form filler would draw it. */
export async function buildApplicationPdf(pages: ReadonlyArray<readonly FormText[]>): Promise<Buffer> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const texts of pages) {
    const page = document.addPage([612, 792]);
    for (const { text, x, y } of texts) page.drawText(text, { x, y, size: 10, font });
  }
  return Buffer.from(await document.save());
}
