/** One funder of the global default registry, copied into each organization's registry on first access. */
export interface DefaultFunder {
  /** Stable slug (`ondeck`): lets an organization's copy be traced back to the default it came from. */
  key: string;
  title: string;
  /** One of the contracts' `FunderType` values. */
  funder_type: string;
  /** Transaction description strings under which the funder appears on bank statements. */
  aliases: string[];
  link: string | null;
  contact: { name: null | string; email: string | null; phone: string | null; address: string | null };
  /** Two-letter codes; empty when the funder serves every state or it is not known. */
  states_served: string[];
  /** Directory sort order, lowest first: the entry's position in the data file. */
  rank: number;
}
