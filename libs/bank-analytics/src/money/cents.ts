/**
 * Money is carried as integer cents inside the engine so sums of parts equal totals exactly; amounts are
 * rounded to the cent when read (half away from zero) and turned back into dollars only for output.
 */
export function toCents(dollars: number): number {
  const scaled = dollars * 100;
  // Nudge by a tiny epsilon so 1.005 (stored as 1.00499999...) rounds like it reads.
  return Math.sign(scaled) * Math.round(Math.abs(scaled) + 1e-7);
}

export function toDollars(cents: number): number {
  return cents / 100 + 0; // `+ 0` turns -0 into 0
}

/** Mean of a cents total over a count, rounded to the cent; null when there is nothing to average. */
export function averageCents(totalCents: number, count: number): number | null {
  if (count === 0) return null;
  return roundHalfAway(totalCents / count);
}

/** numerator / denominator x 100 to two decimals; null when the denominator is 0. */
export function percentOf(numeratorCents: number, denominatorCents: number): number | null {
  if (denominatorCents === 0) return null;
  return roundHalfAway((numeratorCents * 10_000) / denominatorCents) / 100 + 0;
}

export function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) + 1e-9) + 0;
}

/** A dollar figure rounded to two decimals (for averages of dollar figures). */
export function roundToCents(dollars: number): number {
  return toDollars(toCents(dollars));
}
