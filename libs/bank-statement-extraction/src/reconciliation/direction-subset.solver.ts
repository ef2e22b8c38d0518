/** Past this many open rows between two printed balances the search is not tried (2^n readings). */
export const MAX_OPEN_ROWS = 26;

export interface DirectionSolution {
  /** One flag per open amount: true reads it as a credit. */
  credits: boolean[];
  /** More than one reading reconciles: the first found is kept. */
  ambiguous: boolean;
}

/**
 * Which of the open amounts are credits so that credits minus debits equals `netChange`: a subset sum
 * in cents (credits = (net + total) / 2), searched depth first with the remaining total as a bound.
 */
export function solveDirections(amounts: readonly number[], netChange: number): DirectionSolution | null {
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
  let solutions = 0;

  const search = (position: number, remaining: number): void => {
    if (solutions > 1) return;
    if (remaining === 0) {
      solutions += 1;
      found ??= [...chosen];
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
