export type PdfInspection = { ok: true; pageCount: number; encrypted: boolean } | { ok: false; reason: string };

export interface PdfInspectionOptions {
  /** Past this the reader is stopped and the PDF called unreadable. */
  timeoutMs?: number;
  /** Heap of the reader; a PDF that needs more is called unreadable instead of exhausting the service. */
  maxHeapMb?: number;
}

export const DEFAULT_PDF_INSPECTION_OPTIONS: Readonly<Required<PdfInspectionOptions>> = Object.freeze({
  timeoutMs: 20_000,
  maxHeapMb: 512,
});
