import { z } from '../zod';
import { Uuid } from '../common';
import { CsvTableFormat } from '../exports/export-query.schema';

/** Gateway -> analytics: a read of one Book's analytics, statements view or CSV. */
export const BookAnalyticsMessage = z.object({ org_id: Uuid, book_id: Uuid });
export type BookAnalyticsMessage = z.infer<typeof BookAnalyticsMessage>;

export const BookCsvMessage = BookAnalyticsMessage.extend({ table_format: CsvTableFormat });
export type BookCsvMessage = z.infer<typeof BookCsvMessage>;

export const BookCsvReply = z.object({ file_name: z.string(), csv: z.string() });
export type BookCsvReply = z.infer<typeof BookCsvReply>;
