import { z } from '../zod';
import { IsoDateTime, Uuid } from '../common';

export const FunderType = z
  .enum(['lender', 'mca_funder', 'factoring_company', 'debt_consolidator', 'iso_broker', 'bank'])
  .openapi('FunderType');
export type FunderType = z.infer<typeof FunderType>;

/** US state or territory, two upper-case letters. */
export const StateCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be a 2-letter upper-case state code')
  .openapi({ example: 'NY' });

export const FunderContact = z
  .object({
    name: z.string().nullable().default(null),
    email: z.string().nullable().default(null),
    phone: z.string().nullable().default(null),
    address: z.string().nullable().default(null),
  })
  .openapi('FunderContact');
export type FunderContact = z.infer<typeof FunderContact>;

export const FunderMeta = z
  .object({
    transaction_description_aliases: z
      .array(z.string())
      .default([])
      .openapi({ description: 'Bank transaction description strings that identify this funder' }),
  })
  .openapi('FunderMeta');
export type FunderMeta = z.infer<typeof FunderMeta>;

/**
 * One entry of the organization's funder registry. Entries copied from the global defaults on first
 * access carry `is_default: true`; the copy is still the organization's own and independent.
 */
export const Funder = z
  .object({
    id: Uuid.openapi({ description: 'The `funder_id` of position requests and `funder_uuid` of analytics' }),
    title: z.string(),
    funder_type: FunderType,
    funder_meta: FunderMeta.default({ transaction_description_aliases: [] }),
    contact: FunderContact.default({ name: null, email: null, phone: null, address: null }),
    link: z.string().nullable().default(null).openapi({ format: 'uri' }),
    states_served: z.array(StateCode).default([]),
    rank: z.number().int().nonnegative().default(0).openapi({ description: 'Sort order in the directory, lowest first' }),
    is_default: z.boolean().default(false).openapi({ description: 'Copied from the global default funders' }),
    created_at: IsoDateTime,
    updated_at: IsoDateTime,
  })
  .openapi('Funder');
export type Funder = z.infer<typeof Funder>;

export const FunderList = z.array(Funder).openapi('FunderList');
export type FunderList = z.infer<typeof FunderList>;

export const FunderIdParams = z.object({ id: Uuid.openapi({ description: 'Funder id (UUID)' }) });
export type FunderIdParams = z.infer<typeof FunderIdParams>;

export const FunderDeletedResponse = z
  .object({ id: Uuid, message: z.string().openapi({ example: 'Funder deleted' }) })
  .openapi('FunderDeletedResponse');
export type FunderDeletedResponse = z.infer<typeof FunderDeletedResponse>;
