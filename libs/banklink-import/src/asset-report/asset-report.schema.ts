import { z } from 'zod';

/**
 * The parts of a Plaid Asset Report (`/asset_report/get`) the ledger is built from. Unknown members are
 * ignored, so newer report versions and other aggregators' Plaid-shaped exports still read. Plaid's sign
 * convention holds throughout: a positive `amount` is money out of the account, a negative one money in.
 */
const PlaidDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'should be a date as YYYY-MM-DD');
const optionalText = z.string().nullish();

export const PlaidHistoricalBalance = z.object({
  date: PlaidDay,
  current: z.number(),
  iso_currency_code: optionalText,
});

export const PlaidTransaction = z.object({
  transaction_id: z.string().nullish(),
  account_id: optionalText,
  amount: z.number(),
  date: PlaidDay,
  name: optionalText,
  original_description: optionalText,
  pending: z.boolean().nullish(),
  iso_currency_code: optionalText,
});

export const PlaidOwner = z.object({
  names: z.array(z.string()).nullish(),
});

export const PlaidAccount = z.object({
  account_id: z.string(),
  name: optionalText,
  official_name: optionalText,
  mask: optionalText,
  type: optionalText,
  subtype: optionalText,
  balances: z.object({
    current: z.number().nullish(),
    available: z.number().nullish(),
    iso_currency_code: optionalText,
  }),
  days_available: z.number().nullish(),
  historical_balances: z.array(PlaidHistoricalBalance).nullish(),
  transactions: z.array(PlaidTransaction).nullish(),
  owners: z.array(PlaidOwner).nullish(),
});

export const PlaidItem = z.object({
  item_id: optionalText,
  institution_name: optionalText,
  accounts: z.array(PlaidAccount),
});

export const PlaidAssetReport = z.object({
  asset_report_id: optionalText,
  date_generated: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'should be a date or timestamp starting YYYY-MM-DD'),
  days_requested: z.number().nullish(),
  items: z.array(PlaidItem),
});

/** Plaid's report-level warnings (an institution that failed to refresh, owners it could not read...). */
export const PlaidReportWarning = z.object({
  warning_type: optionalText,
  warning_code: optionalText,
  cause: z.object({ error_message: optionalText, display_message: optionalText, item_id: optionalText }).nullish(),
});

export type PlaidHistoricalBalance = z.infer<typeof PlaidHistoricalBalance>;
export type PlaidTransaction = z.infer<typeof PlaidTransaction>;
export type PlaidAccount = z.infer<typeof PlaidAccount>;
export type PlaidItem = z.infer<typeof PlaidItem>;
export type PlaidAssetReport = z.infer<typeof PlaidAssetReport>;
export type PlaidReportWarning = z.infer<typeof PlaidReportWarning>;
