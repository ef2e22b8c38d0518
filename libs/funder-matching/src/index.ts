export { normalizeDescription } from './normalization/description.normalizer';
export { createFunderMatcher } from './matching/funder.matcher';
export { type FunderAliasEntry, type FunderMatch, type FunderMatcher } from './matching/funder-matcher.model';
export { type DefaultFunder } from './registry/default-funder.model';
export { DEFAULT_FUNDERS } from './registry/default-funders.registry';
