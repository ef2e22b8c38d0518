import { z } from '../zod';

export const TransactionTag = z
  .enum([
    'true_revenue',
    'merchant_cash_advance',
    'bank_loan',
    'factoring',
    'credit',
    'lease',
    'internal_transfer',
    'owner_transaction',
    'nsf_overdraft',
    'bank_fee',
    'payment_processor',
    'reversal',
    'untagged',
  ])
  .openapi('TransactionTag');
export type TransactionTag = z.infer<typeof TransactionTag>;

/** Which transaction direction a tag may sit on; tags are cleaned against it. */
export const TagDirection = z.enum(['credit', 'debit', 'both']).openapi('TagDirection');
export type TagDirection = z.infer<typeof TagDirection>;

export const TagRegistryEntry = z
  .object({
    tag: TransactionTag,
    label: z.string(),
    description: z.string(),
    direction: TagDirection,
  })
  .openapi('TagRegistryEntry');
export type TagRegistryEntry = z.infer<typeof TagRegistryEntry>;

/** `GET /parse/tags`. */
export const TagRegistryResponse = z.object({ tags: z.array(TagRegistryEntry) }).openapi('TagRegistryResponse');
export type TagRegistryResponse = z.infer<typeof TagRegistryResponse>;

/** Every tag of the spec, in display order. */
export const TAG_REGISTRY: readonly TagRegistryEntry[] = [
  { tag: 'true_revenue', label: 'True revenue', description: 'Counts toward revenue; added after classification to qualifying credits', direction: 'credit' },
  { tag: 'merchant_cash_advance', label: 'Merchant cash advance', description: 'MCA disbursement or payment', direction: 'both' },
  { tag: 'bank_loan', label: 'Bank loan', description: 'Bank loan disbursement or payment', direction: 'both' },
  { tag: 'factoring', label: 'Factoring', description: 'Factoring advance or payback', direction: 'both' },
  { tag: 'credit', label: 'Credit card', description: 'Credit card payment', direction: 'debit' },
  { tag: 'lease', label: 'Lease', description: 'Equipment or vehicle lease', direction: 'debit' },
  { tag: 'internal_transfer', label: 'Internal transfer', description: 'Transfer between accounts of the same entity', direction: 'both' },
  { tag: 'owner_transaction', label: 'Owner transaction', description: 'Owner draw or contribution', direction: 'both' },
  { tag: 'nsf_overdraft', label: 'NSF / overdraft', description: 'NSF or overdraft fee', direction: 'debit' },
  { tag: 'bank_fee', label: 'Bank fee', description: 'General bank fee', direction: 'debit' },
  { tag: 'payment_processor', label: 'Payment processor', description: 'Payment processor deposit', direction: 'credit' },
  { tag: 'reversal', label: 'Reversal', description: 'Transaction reversal', direction: 'both' },
  { tag: 'untagged', label: 'Untagged', description: 'Could not be classified', direction: 'both' },
];

/** Loan types seen in practice; the full list is open, so requests accept any non-empty string. */
export const KNOWN_LOAN_TYPES = ['merchant_cash_advance', 'bank_loan', 'factoring', 'credit', 'lease'] as const;
