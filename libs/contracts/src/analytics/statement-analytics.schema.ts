import { z } from '../zod';
import { AccountStatementMetrics } from './account-statement-metrics.schema';

/**
 * One statement period. Excluded documents are still listed (keeping `statement_period` and
 * `document_name`) but with zeroed metrics.
 */
export const StatementAnalytics = z
  .object({
    document_id: z.string(),
    document_ids: z.array(z.string()).default([]),
    document_name: z.string(),
    document_type: z.string().nullable().default(null),
    statement_start_date: z.string(),
    statement_end_date: z.string(),
    statement_period: z.string().openapi({ example: 'Jan 2026' }),
    accounts: z.array(AccountStatementMetrics),
  })
  .openapi('StatementAnalytics');
export type StatementAnalytics = z.infer<typeof StatementAnalytics>;
