import { z } from '../zod';
import { expected, requiredText } from '../request-fields';
import { FunderType } from './funder.schema';

const nullableText = (max: number) =>
  z.string({ error: expected('a string or null') }).trim().max(max, `must be at most ${max} characters`).nullable();

const FunderTypeField = z.enum(FunderType.options, { error: expected(`one of ${FunderType.options.join(', ')}`) });

const Alias = z
  .string({ error: expected('a string') })
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters');

const contactMembers = {
  name: nullableText(200),
  email: z.email({ error: expected('an email address or null') }).nullable(),
  phone: nullableText(50),
  address: nullableText(500),
};
const contactObjectError = { error: expected('an object with name, email, phone, address') };

/** On create, absent contact members are stored as null. */
const CreateContactFields = z.strictObject(
  {
    name: contactMembers.name.default(null),
    email: contactMembers.email.default(null),
    phone: contactMembers.phone.default(null),
    address: contactMembers.address.default(null),
  },
  contactObjectError,
);

/** On update, absent contact members stay unchanged. */
const UpdateContactFields = z.strictObject(
  {
    name: contactMembers.name.optional(),
    email: contactMembers.email.optional(),
    phone: contactMembers.phone.optional(),
    address: contactMembers.address.optional(),
  },
  contactObjectError,
);

const FunderMetaFields = z.strictObject(
  {
    transaction_description_aliases: z
      .array(Alias, { error: expected('a list of strings') })
      .max(500, 'must list at most 500 aliases'),
  },
  { error: expected('an object with transaction_description_aliases') },
);

/** Request fields without defaults: the PATCH body must not fill absent fields (they stay unchanged). */
const funderFields = {
  title: requiredText(200),
  funder_type: FunderTypeField,
  funder_meta: FunderMetaFields,
  link: z.url({ protocol: /^https?$/, error: expected('an http(s) URL or null') }).nullable(),
  states_served: z
    .array(
      z
        .string({ error: expected('a 2-letter state code') })
        .regex(/^[A-Z]{2}$/, 'must be a 2-letter upper-case state code'),
      { error: expected('a list of 2-letter state codes') },
    )
    .max(60, 'must list at most 60 states'),
  rank: z.number({ error: expected('an integer') }).int('must be an integer').nonnegative('must not be negative'),
};

export const CreateFunderRequest = z
  .strictObject({
    title: funderFields.title,
    funder_type: funderFields.funder_type,
    funder_meta: funderFields.funder_meta.default({ transaction_description_aliases: [] }),
    contact: CreateContactFields.default({ name: null, email: null, phone: null, address: null }),
    link: funderFields.link.default(null),
    states_served: funderFields.states_served.default([]),
    rank: funderFields.rank.default(0),
  })
  .openapi('CreateFunderRequest');
export type CreateFunderRequest = z.infer<typeof CreateFunderRequest>;

/**
 * `PATCH /funders/{id}`: only the supplied fields change; `funder_meta.transaction_description_aliases`
 * and `states_served` replace the stored lists, `contact` members are merged one by one.
 */
export const UpdateFunderRequest = z
  .strictObject({
    title: funderFields.title.optional(),
    funder_type: funderFields.funder_type.optional(),
    funder_meta: funderFields.funder_meta.optional(),
    contact: UpdateContactFields.optional(),
    link: funderFields.link.optional(),
    states_served: funderFields.states_served.optional(),
    rank: funderFields.rank.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'must change at least one field' })
  .openapi('UpdateFunderRequest');
export type UpdateFunderRequest = z.infer<typeof UpdateFunderRequest>;
