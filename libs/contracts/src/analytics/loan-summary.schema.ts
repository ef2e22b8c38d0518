import { z } from '../zod';

export const LoanSummary = z
  .object({
    loan_type: z.string().openapi({ example: 'merchant_cash_advance' }),
    total_disbursements: z.number(),
    total_payments: z.number(),
    disbursement_count: z.number().int().nonnegative(),
    payment_count: z.number().int().nonnegative(),
    is_excluded: z.boolean().default(false).openapi({ description: 'The loan type is excluded from revenue' }),
  })
  .openapi('LoanSummary');
export type LoanSummary = z.infer<typeof LoanSummary>;
