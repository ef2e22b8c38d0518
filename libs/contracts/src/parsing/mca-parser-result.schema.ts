import { z } from '../zod';
import { IsoDate } from '../common';
import { BusinessAddress } from '../statements/business-address.schema';

/**
 * `book_meta.parser_v2_mca_result`: the bank ledgers of a Book as parsed, before any analytics.
 * Accounts are numbered from 1 within the Book (0 is the COMBINED row in analytics); transaction ids
 * are integers unique within the Book, stable for a parse so edits can name them.
 */
export const ParsedReconciliation = z
  .object({
    is_reconciled: z.boolean(),
    computed_ending_balance: z.number().nullable(),
    expected_ending_balance: z.number().nullable(),
    discrepancy: z.number().nullable(),
    first_divergent_row: z.number().int().nullable().openapi({ description: 'Index of the first transaction whose printed running balance disagrees' }),
    reason: z.string().nullable(),
  })
  .openapi('ParsedReconciliation');

export const ParsedAccount = z
  .object({
    account_id: z.number().int().min(1),
    account_number: z.string(),
    account_name: z.string().nullable(),
    account_type: z.string().nullable(),
    bank_name: z.string().nullable(),
    routing_number: z.string().nullable(),
    business_name: z.string().nullable(),
    business_address: BusinessAddress.nullable().optional().openapi({ description: 'The holder mailing address printed under its name, when read' }),
  })
  .openapi('ParsedAccount');

export const ParsedStatement = z
  .object({
    document_id: z.string(),
    account_id: z.number().int().min(1),
    statement_start_date: IsoDate.nullable(),
    statement_end_date: IsoDate.nullable(),
    starting_balance: z.number().nullable(),
    ending_balance: z.number().nullable(),
    reconciliation: ParsedReconciliation,
    warnings: z.array(z.string()).default([]),
  })
  .openapi('ParsedStatement');

export const ParsedTransaction = z
  .object({
    transaction_id: z.number().int().min(1),
    document_id: z.string(),
    account_id: z.number().int().min(1),
    transaction_date: IsoDate,
    description: z.string(),
    amount: z.number().nonnegative(),
    transaction_type: z.enum(['credit', 'debit']),
    ledger_balance: z.number().nullable(),
    tag: z.array(z.string()).default([]),
  })
  .openapi('ParsedTransaction');

/**
 * A debt position as stored: which transactions belong to one debt relationship, and what it is.
 * Everything else about a position (schedules, episodes, misses, burden) is derived from these
 * transactions on every analytics read, so underwriting edits take effect at once.
 */
export const LedgerPosition = z
  .object({
    position_id: z.string().min(1),
    name: z.string().min(1),
    loan_type: z.string().min(1).openapi({ example: 'merchant_cash_advance' }),
    funder_id: z.string().nullable().default(null).openapi({ description: 'Registry funder id (UUID) when matched' }),
    transaction_ids: z.array(z.number().int().min(1)),
    source: z.enum(['detected', 'underwriter']).default('detected'),
  })
  .openapi('LedgerPosition');
export type LedgerPosition = z.infer<typeof LedgerPosition>;

export const McaParserResult = z
  .object({
    version: z.literal(1),
    accounts: z.array(ParsedAccount),
    statements: z.array(ParsedStatement),
    transactions: z.array(ParsedTransaction),
    business: z.object({ name: z.string().nullable() }),
    positions: z.array(LedgerPosition).default([]),
  })
  .openapi('McaParserResult');
export type McaParserResult = z.infer<typeof McaParserResult>;
export type ParsedAccount = z.infer<typeof ParsedAccount>;
export type ParsedStatement = z.infer<typeof ParsedStatement>;
export type ParsedTransaction = z.infer<typeof ParsedTransaction>;
export type ParsedReconciliation = z.infer<typeof ParsedReconciliation>;

/** `book_meta.parser_v2_banklink_result`: bank-link (aggregated account) data as the same ledger structure. */
export const BanklinkResult = z.object({ holy_mca: McaParserResult }).openapi('BanklinkResult');
export type BanklinkResult = z.infer<typeof BanklinkResult>;
