import { SeededRandom as CorpusRandom } from '../statement-corpus/random/seeded-random';

/** The statement corpus's seeded PRNG (mulberry32), with money drawn continuously rather than in steps. */
export class SeededRandom extends CorpusRandom {
  money(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 100) / 100;
  }
}
