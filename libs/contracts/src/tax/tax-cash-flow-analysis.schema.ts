import { z } from '../zod';
import { IncomeSource } from './income-source.schema';
import { ParsedFormCard } from './parsed-form.schema';
import { ReconciliationWarning } from './reconciliation-warning.schema';
import { TaxEntity } from './tax-entity.schema';

const amount = z.number().default(0);

export const TaxYearAnalysis = z
  .object({
    tax_year: z.number().int(),
    borrower: TaxEntity.nullable().default(null),
    wage_sources: z.array(IncomeSource),
    schedule_c_sources: z.array(IncomeSource),
    partnership_sources: z.array(IncomeSource),
    s_corp_sources: z.array(IncomeSource),
    schedule_e_entity_count: z.number().int().nonnegative().default(0),
    k1_count: z.number().int().nonnegative().default(0),
    warnings: z.array(ReconciliationWarning),
    parsed_forms: z.array(ParsedFormCard),
    total_wages: amount,
    total_schedule_c: amount,
    total_partnership: amount,
    total_s_corp: amount,
    total_depreciation_addback: amount,
    total_qualifying_income: amount.openapi({ description: 'Sum of all income sources' }),
    reported_agi: z.number().nullable().default(null).openapi({ description: 'Line 11 of the personal return' }),
  })
  .openapi('TaxYearAnalysis');
export type TaxYearAnalysis = z.infer<typeof TaxYearAnalysis>;

/** Mortgage-style qualifying income from personal returns, Schedule C, partnership and S-corp forms. */
export const TaxCashFlowAnalysis = z
  .object({
    years: z.array(TaxYearAnalysis).openapi({ description: 'One entry per tax year' }),
    most_recent_year: z.number().int().nullable().default(null),
    avg_qualifying_income: z.number().nullable().default(null).openapi({ description: 'Average across years' }),
  })
  .openapi('TaxCashFlowAnalysis');
export type TaxCashFlowAnalysis = z.infer<typeof TaxCashFlowAnalysis>;
