/** Past this many open rows between two printed balances the search is not tried (2^n readings). */
export const MAX_OPEN_ROWS = 26;
/** Readings that reconcile compared against the hints before the best one so far is kept. */
const MAX_READINGS_COMPARED = 64;

export interface DirectionSolution {
  /** One flag per open amount: true reads it as a credit. */
  credits: boolean[];
  /** More than one reading reconciles: the first found is kept. */
  ambiguous: boolean;
}

/**
 * Which of the open amounts are credits so that credits minus debits equals `netChange`: a subset sum
 * in cents (credits = (net + total) / 2), searched depth first with the remaining total as a bound.
 * When several readings reconcile (a debit and its return, same amount, same day), the one agreeing
 * most with `hints` (true credit, false debit, null no opinion; from the descriptions) is kept.
 */
export function solveDirections(amounts: readonly number[], netChange: number, hints: ReadonlyArray<boolean | null> = []): DirectionSolution | null {
  if (amounts.length > MAX_OPEN_ROWS) return null;
  const cents = amounts.map((amount) => Math.round(amount * 100));
  const total = cents.reduce((sum, value) => sum + value, 0);
  const doubledTarget = Math.round(netChange * 100) + total;
  if (doubledTarget < 0 || doubledTarget % 2 !== 0) return null;
  const target = doubledTarget / 2;
  const order = cents.map((value, index) => ({ value, index })).sort((a, b) => b.value - a.value);
  const suffix = order.map((_, position) => order.slice(position).reduce((sum, item) => sum + item.value, 0));
  const chosen = new Array<boolean>(cents.length).fill(false);
  let found: boolean[] | null = null;
  let foundAgreement = -1;
  let solutions = 0;
  const agreement = (credits: readonly boolean[]): number => credits.filter((credit, index) => hints[index] === credit).length;
  const anyHint = hints.some((hint) => hint !== null);

  const search = (position: number, remaining: number): void => {
    if (solutions >= (anyHint ? MAX_READINGS_COMPARED : 2)) return;
    if (remaining === 0) {
      solutions += 1;
      const score = agreement(chosen);
      if (score > foundAgreement) {
        found = [...chosen];
        foundAgreement = score;
      }
      return;
    }
    if (position >= order.length || remaining < 0 || suffix[position] < remaining) return;
    const { value, index } = order[position];
    chosen[index] = true;
    search(position + 1, remaining - value);
    chosen[index] = false;
    search(position + 1, remaining);
  };
  search(0, target);
  return found ? { credits: found, ambiguous: solutions > 1 } : null;
}

/** Open rows whose readings are all compared when none reconciles: 2^n of them. */
const MAX_NEAREST_ROWS = 12;

/**
 * When no reading reconciles (a digit of an amount or of a balance misread), the reading that comes
 * nearest to the balance, if it is much nearer than any other: every other reading is at least twice as
 * far off, so the misread figure, not the direction, explains the gap.
 */
export function nearestDirections(amounts: readonly number[], netChange: number): { credits: boolean[]; off: number } | null {
  if (amounts.length === 0 || amounts.length > MAX_NEAREST_ROWS) return null;
  const cents = amounts.map((amount) => Math.round(amount * 100));
  const target = Math.round(netChange * 100);
  let best = { mask: -1, off: Number.POSITIVE_INFINITY };
  let runnerUp = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 1 << cents.length; mask += 1) {
    const net = cents.reduce((sum, value, index) => sum + (mask & (1 << index) ? value : -value), 0);
    const off = Math.abs(target - net);
    if (off < best.off) {
      runnerUp = best.off;
      best = { mask, off };
    } else if (off < runnerUp) {
      runnerUp = off;
    }
  }
  if (!(best.off * 2 < runnerUp)) return null;
  return { credits: cents.map((_, index) => (best.mask & (1 << index)) !== 0), off: best.off / 100 };
}
