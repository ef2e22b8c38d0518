import { z } from '../zod';

const text = z.string().min(1).nullable();

export const ENTITY_TYPES = ['llc', 'corporation', 's_corp', 'partnership', 'sole_proprietorship', 'other'] as const;
export const EntityType = z.enum(ENTITY_TYPES);
export type EntityType = z.infer<typeof EntityType>;

export const LoanApplicationAddress = z.object({
  street: text,
  city: text,
  state: z.string().regex(/^[A-Z]{2}$/).nullable(),
  postal_code: z.string().regex(/^\d{5}(?:-\d{4})?$/).nullable(),
});
export type LoanApplicationAddress = z.infer<typeof LoanApplicationAddress>;

export const LoanApplicationOwner = z.object({
  name: text,
  title: text,
  ownership_pct: z.number().min(0).max(100).nullable(),
  /** Only ever the last four digits: the full number is never kept. */
  ssn_last4: z.string().regex(/^\d{4}$/).nullable(),
  home_address: text,
});
export type LoanApplicationOwner = z.infer<typeof LoanApplicationOwner>;

/**
 * What a broker's application ("ISO application") states about the business, its owners and the ask.
 * Every field is null when the form does not state it readably; nothing is inferred from elsewhere.
 * `confidence` holds a 0..1 score per field read (dotted paths: `address.city`, `owners.1.ownership_pct`);
 * `missing_fields` lists the fields the form left unread.
 */
/** `book_meta.parser_v2_loan_application`. */
export const LoanApplication = z.object({
  business_legal_name: text,
  dba: text,
  ein: z.string().regex(/^\d{2}-\d{7}$/).nullable(),
  entity_type: EntityType.nullable(),
  industry: text,
  /** YYYY-MM-DD; a month-only date reads as the first of that month. */
  business_start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  /** As stated ("Years in business: 9"); not derived from the start date. */
  years_in_business: z.number().nonnegative().nullable(),
  address: LoanApplicationAddress,
  /** The business address's state, or a bare "State" the form gives for the business. */
  state_code: z.string().regex(/^[A-Z]{2}$/).nullable(),
  phone: text,
  email: text,
  owners: z.array(LoanApplicationOwner),
  requested_amount: z.number().nonnegative().nullable(),
  stated_monthly_revenue: z.number().nonnegative().nullable(),
  /** When the form states annual sales instead; never divided into a monthly figure. */
  stated_annual_revenue: z.number().nonnegative().nullable(),
  use_of_funds: text,
  confidence: z.record(z.string(), z.number().min(0).max(1)),
  missing_fields: z.array(z.string()),
}).openapi('LoanApplication');
export type LoanApplication = z.infer<typeof LoanApplication>;
