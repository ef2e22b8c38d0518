import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** Text placed on a page, with PDF coordinates (origin bottom left), drawn in the order given. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  size?: number;
  /** Counter-clockwise rotation of the run, e.g. 90 for text running up the margin. */
  rotate?: number;
}

/**
 * A letter-size PDF with one page per entry; a page without text gets a drawn box, like a scan without
 * OCR. `pageRotation` sets /Rotate on every page (90 for a landscape page stored in portrait).
 */
export async function buildTextPdf(pages: ReadonlyArray<readonly PlacedText[]>, options: { pageRotation?: number } = {}): Promise<Buffer> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const texts of pages) {
    const page = document.addPage([612, 792]);
    if (options.pageRotation) page.setRotation(degrees(options.pageRotation));
    if (texts.length === 0) page.drawRectangle({ x: 36, y: 36, width: 540, height: 720, color: rgb(0.8, 0.8, 0.8) });
    for (const { text, x, y, size = 10, rotate = 0 } of texts) page.drawText(text, { x, y, size, font, rotate: degrees(rotate) });
  }
  return Buffer.from(await document.save());
}

/** Width of a Helvetica run, to place the next run right after it. */
export async function helveticaWidth(text: string, size = 10): Promise<number> {
  const document = await PDFDocument.create();
  return (await document.embedFont(StandardFonts.Helvetica)).widthOfTextAtSize(text, size);
}
