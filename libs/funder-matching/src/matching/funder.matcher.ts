import { descriptionWords } from '../normalization/description.normalizer';
import { type FunderAliasEntry, type FunderMatch, type FunderMatcher } from './funder-matcher.model';
import { createWordAutomaton } from './word-aho-corasick.automaton';

/**
 * Aliases and descriptions are normalised by the same function and matched word by word, so "CAN CAPITAL"
 * never matches inside "AMERICAN CAPITAL ASSETS". Aliases are compiled in rank order and an alias repeated
 * by a later entry is dropped: the earlier entry would win every tie anyway.
 */
export function createFunderMatcher(entries: readonly FunderAliasEntry[]): FunderMatcher {
  const compiled: FunderMatch[] = [];
  const patterns: string[][] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    for (const alias of entry.aliases) {
      const words = descriptionWords(alias);
      const normalized = words.join(' ');
      if (normalized === '' || seen.has(normalized)) continue;
      seen.add(normalized);
      compiled.push({ funder_id: entry.funder_id, title: entry.title, alias });
      patterns.push(words);
    }
  }
  const automaton = createWordAutomaton(patterns);

  return {
    aliasCount: compiled.length,
    match(description: string): FunderMatch | null {
      const found = automaton.longestMatch(descriptionWords(description));
      return found < 0 ? null : { ...compiled[found]! };
    },
  };
}
