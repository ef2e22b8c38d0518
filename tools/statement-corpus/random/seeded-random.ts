/**
 * A small seeded PRNG (mulberry32): the same seed always yields the same corpus, on any machine, so a
 * generated set can be rebuilt from its seed instead of being committed.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Money in [min, max], in cents; `roundTo` keeps round figures round (a 500.00 funder payment). */
  amount(min: number, max: number, roundTo = 0.01): number {
    const steps = Math.floor((max - min) / roundTo);
    return Math.round((min + this.int(0, steps) * roundTo) * 100) / 100;
  }

  digits(count: number): string {
    let text = String(this.int(1, 9));
    while (text.length < count) text += String(this.int(0, 9));
    return text;
  }

  /** An independent stream for a sub-task, so adding draws in one place does not reshuffle another. */
  fork(): SeededRandom {
    return new SeededRandom(Math.floor(this.next() * 4294967296));
  }
}
