import { z } from '../zod';

const part = z.string().nullable().default(null);

/** Business address as printed on the statement; any part may be unreadable. */
export const BusinessAddress = z
  .object({
    street_address: part,
    city: part,
    state_province: part,
    postal_code: part,
    country: part,
  })
  .openapi('BusinessAddress');
export type BusinessAddress = z.infer<typeof BusinessAddress>;
