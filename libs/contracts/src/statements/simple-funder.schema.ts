import { z } from '../zod';
import { PaymentFrequency } from '../analytics';

const nullableText = z.string().nullable().default(null);

/** A debt position as seen within one account and statement. */
export const SimpleFunder = z
  .object({
    position_id: z.string(),
    name: z.string(),
    loan_type: z.string(),
    funder_uuid: nullableText,
    funder_title: nullableText,
    funder_link: nullableText,
    funder_contact: nullableText,
    funder_email: nullableText,
    transaction_count: z.number().int().nonnegative(),
    total_disbursements: z.number(),
    total_payments: z.number(),
    funded_date: nullableText,
    first_payment_date: nullableText,
    last_payment_date: nullableText,
    payment_count: z.number().int().nonnegative().default(0),
    avg_payment_amount: z.number().nullable().default(null),
    payment_frequency: PaymentFrequency.nullable()
      .default(null)
      .openapi({ description: 'Null when the period has fewer than 3 payments' }),
  })
  .openapi('SimpleFunder');
export type SimpleFunder = z.infer<typeof SimpleFunder>;
