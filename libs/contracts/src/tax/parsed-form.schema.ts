import { z } from '../zod';

export const ParsedFormFieldFormat = z.enum(['currency', 'percent', 'text', 'count']).openapi('ParsedFormFieldFormat');
export type ParsedFormFieldFormat = z.infer<typeof ParsedFormFieldFormat>;

export const ParsedFormField = z
  .object({
    key: z.string(),
    label: z.string(),
    value: z.unknown().openapi({ description: 'Any JSON value; `format` says how to display it' }),
    format: ParsedFormFieldFormat,
  })
  .openapi('ParsedFormField');
export type ParsedFormField = z.infer<typeof ParsedFormField>;

/** One parsed tax form, ready to display as a card. */
export const ParsedFormCard = z
  .object({
    title: z.string(),
    entity_name: z.string().nullable().default(null),
    entity_tin: z.string().nullable().default(null),
    badge: z.string().nullable().default(null),
    fields: z.array(ParsedFormField),
  })
  .openapi('ParsedFormCard');
export type ParsedFormCard = z.infer<typeof ParsedFormCard>;
