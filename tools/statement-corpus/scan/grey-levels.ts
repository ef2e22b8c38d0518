import { type SeededRandom } from '../random/seeded-random';

/** Standard normal by Box-Muller. */
export function gaussian(random: SeededRandom): number {
  const u = Math.max(random.next(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/** A grey level as a CSS colour. */
export function grey(level: number): string {
  const hex = level.toString(16).padStart(2, '0');
  return `#${hex}${hex}${hex}`;
}
