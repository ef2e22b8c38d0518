/** A compiled dictionary of word sequences, answering "which pattern is the best occurrence in these words". */
export interface WordAutomaton {
  /** Index of the longest pattern (in characters, words joined by single spaces) occurring in `words`; -1 if none. Equal lengths: the lowest index. */
  longestMatch(words: readonly string[]): number;
}

const ROOT = 0;
const NONE = -1;

/**
 * Aho–Corasick over words instead of characters: a pattern can only start and end where a word does, so
 * word-boundary matching holds by construction, and a description costs one hash lookup per word (a word
 * absent from every pattern sends the automaton straight back to the root). Each state stores the best
 * pattern among everything ending there (its own and those reached by failure links), so a scan only
 * compares one candidate per word.
 */
export function createWordAutomaton(patterns: readonly (readonly string[])[]): WordAutomaton {
  const vocabulary = new Map<string, number>();
  const children: Array<Map<number, number> | undefined> = [undefined];
  const best: number[] = [NONE];
  const lengths = patterns.map((words) => words.reduce((sum, word) => sum + word.length, words.length - 1));
  const better = (candidate: number, current: number) =>
    candidate !== NONE && (current === NONE || lengths[candidate]! > lengths[current]! || (lengths[candidate] === lengths[current] && candidate < current));

  patterns.forEach((words, index) => {
    if (words.length === 0) return;
    let state = ROOT;
    for (const word of words) {
      let id = vocabulary.get(word);
      if (id === undefined) vocabulary.set(word, (id = vocabulary.size));
      const transitions = children[state] ?? (children[state] = new Map());
      let next = transitions.get(id);
      if (next === undefined) {
        next = best.length;
        transitions.set(id, next);
        children.push(undefined);
        best.push(NONE);
      }
      state = next;
    }
    if (better(index, best[state]!)) best[state] = index;
  });

  const failure = new Int32Array(best.length);
  const step = (from: number, id: number): number => {
    for (let state = from; ; state = failure[state]!) {
      const next = children[state]?.get(id);
      if (next !== undefined) return next;
      if (state === ROOT) return ROOT;
    }
  };
  // Breadth-first, so a state's failure target (always shallower) is complete before the state is.
  const queue: number[] = [...(children[ROOT]?.values() ?? [])];
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    for (const [id, child] of children[state] ?? []) {
      failure[child] = step(failure[state]!, id);
      if (better(best[failure[child]!]!, best[child]!)) best[child] = best[failure[child]!]!;
      queue.push(child);
    }
  }

  return {
    longestMatch(words: readonly string[]): number {
      let state = ROOT;
      let found = NONE;
      for (const word of words) {
        const id = vocabulary.get(word);
        if (id === undefined) {
          state = ROOT;
          continue;
        }
        state = step(state, id);
        if (better(best[state]!, found)) found = best[state]!;
      }
      return found;
    },
  };
}
