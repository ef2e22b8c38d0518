import { z } from '../zod';
import { BusinessAddress } from './business-address.schema';
import { SimpleStatement } from './simple-statement.schema';

/**
 * Account-first statement view (`GET /books/{book_id}/statements`). It ignores the organization's
 * exclusions: every document and account is included.
 */
export const SimpleAccount = z
  .object({
    account_id: z.number().int().nonnegative(),
    account_name: z.string(),
    account_number: z.string(),
    bank_name: z.string(),
    routing_number: z.string().nullable().default(null),
    account_type: z.string().openapi({ example: 'checking' }),
    business_name: z.string(),
    business_address: BusinessAddress.nullable().default(null),
    statements: z.array(SimpleStatement).openapi({ description: 'Sorted by date ascending' }),
  })
  .openapi('SimpleAccount');
export type SimpleAccount = z.infer<typeof SimpleAccount>;

export const SimpleAccountList = z.array(SimpleAccount).openapi('SimpleAccountList');
export type SimpleAccountList = z.infer<typeof SimpleAccountList>;
