import { BookIdParams } from '../../documents/book.schema';
import {
  CSV_MEDIA_TYPE,
  CsvExportQuery,
  PDF_MEDIA_TYPE,
  SpreadsheetEmbedResponse,
  SpreadsheetExportQuery,
  XLSX_MEDIA_TYPE,
} from '../../exports/export-query.schema';
import { TemplateListResponse } from '../../exports/spreadsheet-template.schema';
import type { ApiRoute } from '../api-route';

/** 400: data missing, bad sheet_type or mismatched template; 404: Book or template; 500: render failed. */
const GALLERY_ERRORS = [400, 403, 404, 500];
const TEMPLATE_NOTE =
  '`template_id` must match `sheet_type` and be visible to the organization; without it the ' +
  "organization's default template for the sheet type is used.";

export const exportsRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/parse/spreadsheet-templates',
    summary: 'Spreadsheet and PDF templates visible to the organization',
    tags: ['Exports'],
    access: 'read',
    response: { status: 200, description: 'Public and own templates', schema: TemplateListResponse },
  },
  {
    method: 'get',
    path: '/books/{book_id}/csv-export',
    summary: 'Bank-analytics CSV',
    description: 'Uses the same exclusions and configuration as the analytics endpoint.',
    tags: ['Exports'],
    access: 'read',
    params: BookIdParams,
    query: CsvExportQuery,
    response: { status: 200, description: 'CSV file', binary: [CSV_MEDIA_TYPE] },
    errors: [400, 403, 404],
  },
  {
    method: 'get',
    path: '/books/{book_id}/spreadsheet-export',
    summary: 'Generate a spreadsheet or PDF from a gallery template',
    description: TEMPLATE_NOTE,
    tags: ['Exports'],
    access: 'read',
    params: BookIdParams,
    query: SpreadsheetExportQuery,
    response: { status: 200, description: 'Generated file', binary: [XLSX_MEDIA_TYPE, PDF_MEDIA_TYPE] },
    errors: GALLERY_ERRORS,
  },
  {
    method: 'get',
    path: '/books/{book_id}/spreadsheet-embed',
    summary: 'Generate a file and a browser-ready temporary copy',
    description: `${TEMPLATE_NOTE} Regenerate when the URL expires or the Book changes.`,
    tags: ['Exports'],
    access: 'read',
    params: BookIdParams,
    query: SpreadsheetExportQuery,
    response: { status: 200, description: 'Temporary links', schema: SpreadsheetEmbedResponse },
    errors: GALLERY_ERRORS,
  },
];
