import { findFullDates } from '../text/statement-date.parser';

export interface StatementPeriod {
  start: string;
  end: string;
}

const RANGE_CONNECTOR = /^\s*(?:-|–|—|to|through|thru)\s*$/i;

/**
 * The statement period: the first two full dates joined by a range connector (`-`, `to`, `through`), read
 * over line breaks ("August 01, 2022-" / "August 31, 2022"). Pairs near a period label win over others.
 */
export function findStatementPeriod(pages: readonly string[]): StatementPeriod | null {
  const text = pages.join('\n').replace(/\s*\n\s*/g, ' ');
  const dates = findFullDates(text);
  const ranges: Array<StatementPeriod & { labelled: boolean }> = [];
  for (let index = 0; index + 1 < dates.length; index += 1) {
    const [first, second] = [dates[index], dates[index + 1]];
    const between = text.slice(first.end, second.index);
    if (!RANGE_CONNECTOR.test(between) || first.iso > second.iso) continue;
    const before = text.slice(Math.max(0, first.index - 60), first.index);
    ranges.push({ start: first.iso, end: second.iso, labelled: /period|statement|for|from/i.test(before) });
  }
  const best = ranges.find((range) => range.labelled) ?? ranges[0];
  return best ? { start: best.start, end: best.end } : null;
}
