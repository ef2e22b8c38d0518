import { z } from '../zod';

/** A taxpayer: the borrower or a business entity (partnership, S corporation, Schedule C business). */
export const TaxEntity = z
  .object({
    name: z.string(),
    tin: z.string().nullable().default(null).openapi({ description: 'Taxpayer identification number' }),
    address: z.string().nullable().default(null),
  })
  .openapi('TaxEntity');
export type TaxEntity = z.infer<typeof TaxEntity>;
