import defaultFundersData from './default-funders.data.json';
import { type DefaultFunder } from './default-funder.model';
import { validateDefaultFunders } from './default-funders.validator';

/** The global default registry, validated once at load: a bad edit to the data file fails fast, naming the entry. */
export const DEFAULT_FUNDERS: readonly DefaultFunder[] = Object.freeze(validateDefaultFunders(defaultFundersData));
