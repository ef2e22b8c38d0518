import { z } from '../zod';
import { CreditAccount } from './credit-account.schema';

export const CreditAddress = z
  .object({
    address_line_1: z.string(),
    city: z.string(),
    state: z.string(),
    zip_code: z.string(),
    is_primary: z.boolean(),
  })
  .openapi('CreditAddress');
export type CreditAddress = z.infer<typeof CreditAddress>;

/** The person the report is about. */
export const PrimaryEntity = z
  .object({
    full_name: z.string(),
    date_of_birth: z.string().nullable().default(null),
    address: z.array(CreditAddress),
  })
  .openapi('CreditPrimaryEntity');
export type PrimaryEntity = z.infer<typeof PrimaryEntity>;

export const CreditBureau = z
  .object({
    name: z.string().openapi({ example: 'experian' }),
    display_name: z.string().openapi({ example: 'Experian' }),
  })
  .openapi('CreditBureau');
export type CreditBureau = z.infer<typeof CreditBureau>;

export const FicoScore = z
  .object({
    score: z.number().int(),
    date_of_score: z.string().nullable().default(null),
  })
  .openapi('FicoScore');
export type FicoScore = z.infer<typeof FicoScore>;

/** What one bureau reported. */
export const CreditReportBody = z
  .object({
    credit_bureau: CreditBureau,
    fico_score: FicoScore.nullable().default(null),
    underwritten_accounts: z.array(CreditAccount),
  })
  .openapi('CreditReportBody');
export type CreditReportBody = z.infer<typeof CreditReportBody>;

/** `book_meta.parser_v2_credit_report`: one report, one body per bureau. */
export const CreditReport = z
  .object({
    primary_entity: PrimaryEntity,
    credit_report_body: z.array(CreditReportBody),
  })
  .openapi('CreditReport');
export type CreditReport = z.infer<typeof CreditReport>;
