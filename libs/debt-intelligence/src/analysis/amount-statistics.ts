/** Small numeric helpers for payment amounts. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : sum(values) / values.length;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Coefficient of variation (standard deviation over mean): 0 for a fixed payment. */
export function coefficientOfVariation(values: readonly number[]): number {
  const average = mean(values);
  if (values.length < 2 || average === 0) return 0;
  const variance = sum(values.map((value) => (value - average) ** 2)) / values.length;
  return Math.sqrt(variance) / average;
}

export function isSameAmount(a: number, b: number, tolerance: number): boolean {
  return Math.abs(a - b) <= Math.max(a, b) * tolerance;
}
