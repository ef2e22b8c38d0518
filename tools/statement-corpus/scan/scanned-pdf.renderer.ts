import { concatTransformationMatrix, drawObject, PDFDocument, type PDFPage, popGraphicsState, pushGraphicsState } from 'pdf-lib';
import { type SeededRandom } from '../random/seeded-random';
import { type ComposedPage, PAGE_HEIGHT, PAGE_WIDTH } from '../render/page-composer';
import { type ScanDefects } from './scan-defects';
import { paintScannedPage, type ScannedImage, type ScannedPageStyle } from './scanned-page.painter';

/**
 * An image-only PDF, as a scanner saves one: each page one image filling a letter page (a greyscale JPEG,
 * or a 1-bit Flate image for a black-and-white scan), no text layer.
 */
export async function renderScannedPdf(pages: readonly ComposedPage[], style: ScannedPageStyle, defects: ScanDefects, random: SeededRandom, title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('statement-corpus (scanned)');
  pdf.setCreationDate(new Date(Date.UTC(2025, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2025, 0, 1)));
  for (const composed of pages) {
    const image = paintScannedPage(composed, style, defects, random.fork());
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    if (image.kind === 'jpeg') page.drawImage(await pdf.embedJpg(image.bytes), { x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT });
    else drawBilevel(pdf, page, image);
  }
  return Buffer.from(await pdf.save());
}

/** pdf-lib embeds only JPEG and PNG (as 8-bit): a 1-bit image is written as its own XObject, as scanners do. */
function drawBilevel(pdf: PDFDocument, page: PDFPage, image: Extract<ScannedImage, { kind: 'bilevel' }>): void {
  const stream = pdf.context.flateStream(image.bits, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 1,
  });
  const name = page.node.newXObject('Scan', pdf.context.register(stream));
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(PAGE_WIDTH, 0, 0, PAGE_HEIGHT, 0, 0), drawObject(name), popGraphicsState());
}
