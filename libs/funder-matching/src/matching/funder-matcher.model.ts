/** One registry entry as the matcher sees it; entries are passed in rank order (earliest wins ties). */
export interface FunderAliasEntry {
  funder_id: string;
  title: string;
  aliases: readonly string[];
}

/** The entry whose alias matched and the alias as the registry spells it. */
export interface FunderMatch {
  funder_id: string;
  title: string;
  alias: string;
}

export interface FunderMatcher {
  /** The best alias occurrence in the description, or null when no alias occurs on word boundaries. */
  match(description: string): FunderMatch | null;
  /** Distinct normalised aliases compiled (an alias repeated by a later entry counts once). */
  readonly aliasCount: number;
}
