import { z } from '../zod';
import { expected } from '../request-fields';
import type { TemplateType } from './spreadsheet-template.schema';

export const CsvTableFormat = z
  .enum(['month_as_row', 'month_as_col'], { error: expected('month_as_row or month_as_col') })
  .openapi('CsvTableFormat');
export type CsvTableFormat = z.infer<typeof CsvTableFormat>;

/** `GET /books/{book_id}/csv-export`. */
export const CsvExportQuery = z.object({ table_format: CsvTableFormat.default('month_as_row') });
export type CsvExportQuery = z.infer<typeof CsvExportQuery>;

export const SheetType = z.enum(['mca', 'credit', 'tax'], { error: expected('one of mca, credit, tax') }).openapi('SheetType');
export type SheetType = z.infer<typeof SheetType>;

/** A `template_id` must belong to the template type its `sheet_type` names. */
export const SHEET_TYPE_TEMPLATE_TYPE: Readonly<Record<SheetType, TemplateType>> = {
  mca: 'mca',
  credit: 'credit_report',
  tax: 'tax',
};

/**
 * `GET /books/{book_id}/spreadsheet-export` and `/spreadsheet-embed`. Without `template_id` the
 * organization's default template for the sheet type is used.
 */
export const SpreadsheetExportQuery = z.object({
  sheet_type: SheetType,
  template_id: z.string({ error: expected('a template id') }).trim().min(1, 'must not be empty').optional(),
});
export type SpreadsheetExportQuery = z.infer<typeof SpreadsheetExportQuery>;

/** A browser-ready temporary copy of the generated file; regenerate when it expires or the Book changes. */
export const SpreadsheetEmbedResponse = z
  .object({
    embed_url: z.string().openapi({ format: 'uri' }),
    download_url: z.string().openapi({ format: 'uri', description: 'Temporary' }),
    drive_file_url: z.string().nullable().default(null),
    drive_embed_url: z.string().nullable().default(null),
    drive_synced_at: z.string().nullable().default(null),
  })
  .openapi('SpreadsheetEmbedResponse');
export type SpreadsheetEmbedResponse = z.infer<typeof SpreadsheetEmbedResponse>;

export const CSV_MEDIA_TYPE = 'text/csv';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_MEDIA_TYPE = 'application/pdf';
