/** Costs of the edits between two strings; every edit costs 1 unless said otherwise. */
export interface EditCosts {
  /** Reading `from` where `to` stands (never called for equal characters). */
  substitute?: (from: string, to: string) => number;
  /** A character present on one side only. */
  insertOrDrop?: (character: string) => number;
}

/** Levenshtein distance between two strings (with `costs`, weighted), cut short past `limit` (answers limit + 1). */
export function editDistance(a: string, b: string, limit: number, costs: EditCosts = {}): number {
  const substitute = costs.substitute ?? (() => 1);
  const indel = costs.insertOrDrop ?? (() => 1);
  let previous = [0];
  for (let j = 1; j <= b.length; j += 1) previous[j] = previous[j - 1] + indel(b[j - 1]);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [previous[0] + indel(a[i - 1])];
    let best = current[0];
    for (let j = 1; j <= b.length; j += 1) {
      const swap = a[i - 1] === b[j - 1] ? 0 : substitute(a[i - 1], b[j - 1]);
      current[j] = Math.min(previous[j] + indel(a[i - 1]), current[j - 1] + indel(b[j - 1]), previous[j - 1] + swap);
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return Math.min(previous[b.length], limit + 1);
}
