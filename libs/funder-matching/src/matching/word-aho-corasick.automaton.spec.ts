import fc from 'fast-check';
import { createWordAutomaton } from './word-aho-corasick.automaton';

/** Reference: every pattern tried at every position. */
function naiveLongestMatch(patterns: readonly (readonly string[])[], words: readonly string[]): number {
  const text = ` ${words.join(' ')} `;
  let found = -1;
  patterns.forEach((pattern, index) => {
    if (pattern.length === 0 || !text.includes(` ${pattern.join(' ')} `)) return;
    if (found < 0 || pattern.join(' ').length > patterns[found]!.join(' ').length) found = index;
  });
  return found;
}

describe('createWordAutomaton', () => {
  const patterns = [['A', 'B', 'C', 'D'], ['B', 'C'], ['C', 'D', 'E', 'F', 'G']];
  const automaton = createWordAutomaton(patterns);

  it('follows failure links out of a partial match', () => {
    expect(automaton.longestMatch(['A', 'B', 'C', 'E'])).toBe(1);
    expect(automaton.longestMatch(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe(2);
    expect(automaton.longestMatch(['A', 'B', 'C', 'D', 'E'])).toBe(0);
  });

  it('finds nothing in words outside the dictionary or in an empty description', () => {
    expect(automaton.longestMatch(['X', 'A', 'B', 'X', 'C'])).toBe(-1);
    expect(automaton.longestMatch([])).toBe(-1);
    expect(createWordAutomaton([]).longestMatch(['A'])).toBe(-1);
  });

  it('agrees with trying every pattern at every position', () => {
    const word = fc.constantFrom('A', 'B', 'C', 'AB', 'BC');
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: 1, maxLength: 4 }), { maxLength: 12 }), fc.array(word, { maxLength: 12 }), (dictionary, words) => {
        expect(createWordAutomaton(dictionary).longestMatch(words)).toBe(naiveLongestMatch(dictionary, words));
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});
