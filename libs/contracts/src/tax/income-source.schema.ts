import { z } from '../zod';
import { TaxEntity } from './tax-entity.schema';

export const IncomeSourceType = z.enum(['wages', 'schedule_c', 'partnership', 's_corp']).openapi('IncomeSourceType');
export type IncomeSourceType = z.infer<typeof IncomeSourceType>;

const amount = z.number().default(0);

/** One stream of qualifying income in one tax year. */
export const IncomeSource = z
  .object({
    source_type: IncomeSourceType,
    source_name: z.string(),
    entity: TaxEntity.nullable().default(null),
    ownership_pct: z.number().nullable().default(null).openapi({ description: 'Percent: 50 means 50%' }),
    ordinary_income: amount,
    rental_income: amount,
    guaranteed_payments: amount,
    depreciation_addback: amount,
    other_income: z.number().nullable().default(null),
    other_deductions: z.number().nullable().default(null),
    subtotal: amount,
    has_k1: z.boolean().default(false),
    has_return: z.boolean().default(false),
    k1_return_match: z.boolean().nullable().default(null),
  })
  .openapi('IncomeSource');
export type IncomeSource = z.infer<typeof IncomeSource>;
