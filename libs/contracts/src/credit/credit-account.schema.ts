import { z } from '../zod';

export const CreditAccountStatus = z
  .enum([
    'current',
    'delinquent',
    'charged_off',
    'collection',
    'bankruptcy',
    'foreclosure',
    'repossession',
    'settled',
    'closed',
    'unknown',
  ])
  .openapi('CreditAccountStatus');
export type CreditAccountStatus = z.infer<typeof CreditAccountStatus>;

export const CreditAccountType = z
  .enum(['revolving', 'installment', 'mortgage', 'charge', 'other'])
  .openapi('CreditAccountType');
export type CreditAccountType = z.infer<typeof CreditAccountType>;

export const CollateralType = z
  .enum(['unsecured', 'real_estate', 'vehicle', 'cash_deposit', 'education'])
  .openapi('CollateralType');
export type CollateralType = z.infer<typeof CollateralType>;

/** Amounts a bureau may omit (e.g. no limit on an installment loan) are null. */
const nullableAmount = z.number().nullable().default(null);

/** One tradeline, normalized across bureaus. */
export const CreditAccount = z
  .object({
    account_name: z.string(),
    account_number: z.string(),
    is_open: z.boolean(),
    account_type_normalized: CreditAccountType,
    account_status_normalized: CreditAccountStatus,
    collateral_type: CollateralType.nullable().default(null),
    recent_balance: nullableAmount,
    credit_limit: nullableAmount,
    monthly_payment: nullableAmount,
    date_opened: z.string().nullable().default(null),
  })
  .openapi('CreditAccount');
export type CreditAccount = z.infer<typeof CreditAccount>;
