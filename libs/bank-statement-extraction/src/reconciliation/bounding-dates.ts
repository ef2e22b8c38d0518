import { type DraftTransaction } from './draft-transaction.model';

/** What a row says of the date of a row near it: its own date bounds it, it says nothing, or nothing further out may. */
export type BoundingRow = 'bound' | 'pass' | 'stop';

/**
 * The dates a row may have: from the nearest row before it whose date bounds it to the nearest such row after
 * it, the period's ends past the statement's first and last rows (`byPeriod`: one of them was). Null when a
 * row on one side stops the search, or the two bounds are out of order with each other.
 */
export function boundingDates(
  rows: readonly DraftTransaction[],
  index: number,
  period: { start: string; end: string } | null,
  judge: (at: number) => BoundingRow,
): { earliest: string; latest: string; byPeriod: boolean } | null {
  let byPeriod = false;
  const bound = (step: -1 | 1): string | null => {
    for (let at = index + step; at >= 0 && at < rows.length; at += step) {
      const said = judge(at);
      if (said === 'bound') return rows[at].date;
      if (said === 'stop') return null;
    }
    byPeriod = period !== null;
    return (step === -1 ? period?.start : period?.end) ?? null;
  };
  const [earliest, latest] = [bound(-1), bound(1)];
  return earliest === null || latest === null || earliest > latest ? null : { earliest, latest, byPeriod };
}
