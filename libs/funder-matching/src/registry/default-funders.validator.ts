import { Funders, z } from '@uw/contracts';
import { normalizeDescription } from '../normalization/description.normalizer';
import { aliasProblem } from './alias.rules';
import { type DefaultFunder } from './default-funder.model';

const NullableText = z.string().min(1).nullable().default(null);

/** A data-file record: rank is its position, contact and states default to unknown. */
const DefaultFunderRecord = z.strictObject({
  key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug'),
  title: z.string().trim().min(1).max(200),
  funder_type: Funders.FunderType,
  aliases: z.array(z.string().trim().min(1).max(200)).min(1).max(500),
  link: z.url({ protocol: /^https?$/ }).nullable(),
  contact: z
    .strictObject({ name: NullableText, email: z.email().nullable().default(null), phone: NullableText, address: NullableText })
    .default({ name: null, email: null, phone: null, address: null }),
  states_served: z.array(Funders.StateCode).max(60).default([]),
  /** Where the entry was checked: the company's website at least. Kept in the file, not in the registry. */
  sources: z.array(z.url({ protocol: /^https?$/ })).min(1),
});

export class DefaultFunderRegistryError extends Error {
  readonly code = 'FUNDER_REGISTRY.INVALID_DEFAULTS';
  constructor(readonly problems: readonly string[]) {
    super(`The default funder registry is invalid:\n${problems.join('\n')}`);
    this.name = 'DefaultFunderRegistryError';
  }
}

/**
 * Parses the data file and enforces what makes aliases safe to match on: unique keys, and aliases that are
 * specific (see `aliasProblem`) and unique across entries after normalisation. Throws listing every problem.
 */
export function validateDefaultFunders(data: unknown): DefaultFunder[] {
  const parsed = z.array(DefaultFunderRecord).safeParse(data);
  if (!parsed.success) {
    throw new DefaultFunderRegistryError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const problems: string[] = [];
  const keys = new Set<string>();
  const aliasOwners = new Map<string, string>();
  for (const record of parsed.data) {
    if (keys.has(record.key)) problems.push(`${record.key}: duplicate key`);
    keys.add(record.key);
    for (const alias of record.aliases) {
      const problem = aliasProblem(alias);
      if (problem) problems.push(`${record.key}: alias "${alias}" ${problem}`);
      const normalized = normalizeDescription(alias);
      const owner = aliasOwners.get(normalized);
      if (owner !== undefined) problems.push(`${record.key}: alias "${alias}" already belongs to ${owner}`);
      aliasOwners.set(normalized, record.key);
    }
  }
  if (problems.length) throw new DefaultFunderRegistryError(problems);
  return parsed.data.map(({ sources: _sources, ...funder }, position) => ({ ...funder, rank: position + 1 }));
}
