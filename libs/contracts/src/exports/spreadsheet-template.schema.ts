import { z } from '../zod';

export const TemplateType = z.enum(['mca', 'credit_report', 'tax']).openapi('TemplateType');
export type TemplateType = z.infer<typeof TemplateType>;

export const TemplateFormat = z.enum(['excel', 'pdf']).openapi('TemplateFormat');
export type TemplateFormat = z.infer<typeof TemplateFormat>;

export const SpreadsheetTemplate = z
  .object({
    id: z.string().openapi({ example: 'mca_stack_view' }),
    name: z.string(),
    type: TemplateType,
    format: TemplateFormat,
    description: z.string(),
  })
  .openapi('SpreadsheetTemplate');
export type SpreadsheetTemplate = z.infer<typeof SpreadsheetTemplate>;

/** `GET /parse/spreadsheet-templates`: public templates plus the organization's private ones. */
export const TemplateListResponse = z
  .object({ templates: z.array(SpreadsheetTemplate) })
  .openapi('TemplateListResponse');
export type TemplateListResponse = z.infer<typeof TemplateListResponse>;

/**
 * The public gallery as of the spec. The listing endpoint stays authoritative: entries can be added
 * without a client change.
 */
export const PUBLIC_TEMPLATES: readonly SpreadsheetTemplate[] = [
  { id: 'mca_stack_view', name: 'MCA Stack View', type: 'mca', format: 'excel', description: 'Bank statements and detected debt positions' },
  { id: 'mca_monthly_columns', name: 'MCA Monthly Columns', type: 'mca', format: 'excel', description: 'Monthly deposits, true revenue, DTI, payment analysis' },
  { id: 'mca_stacking_pro', name: 'Debt Stacking Drilldown', type: 'mca', format: 'excel', description: 'Advances, schedules, remittance burden, misses, modifications' },
  { id: 'mca_sample_bank_statement_report', name: 'Sample Bank Statement Report', type: 'mca', format: 'pdf', description: 'Rendered bank statement analysis' },
  { id: 'credit_full', name: 'Credit Report Full', type: 'credit_report', format: 'excel', description: 'Bureau tabs, scores, accounts, utilization, inquiries' },
  { id: 'credit_summary', name: 'Credit Report Summary', type: 'credit_report', format: 'excel', description: 'Compact score and account summary' },
  { id: 'credit_loc_scrub', name: 'Credit Report LOC Scrub', type: 'credit_report', format: 'excel', description: 'Revolving utilization, unsecured loans, derogatory history' },
  { id: 'tax_qualifying_income', name: 'Tax Qualifying Income', type: 'tax', format: 'excel', description: 'Wages, Schedule C, pass-through entities, qualifying income' },
];
