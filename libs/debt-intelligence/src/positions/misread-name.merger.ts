import { businessDayDistance } from '../calendar/business-days';
import { type PositionCandidate } from './descriptor-change.merger';

/** Pulls of one amount that make a series of the funder's. */
const MIN_SERIES_PULLS = 3;
/** Names shorter than this are one character from too many others. */
const MIN_NAME_LENGTH = 10;

/**
 * A funder's name a scan misread by one character (`ONDRCK CAPITAL`, `OND CK CAPITAL` for ONDECK CAPITAL) names no
 * registered funder, so its rows would stand as a lender of their own beside the funder's position, and the funder's
 * position would miss those payments. A misread row stands in for one of the funder's pulls: it pays the funder's
 * amount on a day the funder's series leaves a gap. So a counterparty of two words or more is the funder's where
 * all of these hold:
 * - it is one character (a letter, a mark or a blank read for one, one more or one fewer) from a name the funder's
 *   own rows read, of ten characters or more, inside a word of four letters or more there (`LG FUNDING` and
 *   `LM FUNDING` are two lenders' acronyms);
 * - it has no credit (another lender's advance);
 * - most of its pulls are of an amount the funder pays again and again, and each of those fills a gap of the funder's
 *   series or carries it on past either end by its usual gap (`fillsTheSeries`): a lender pulling on Thursdays beside
 *   a funder's Tuesdays, or weeks after the funder stopped, or at the funder's former amount, is another lender;
 * - exactly one funder's rows fit.
 */
export function mergeMisreadNames(candidates: readonly PositionCandidate[]): PositionCandidate[] {
  // Each funder as its own rows read it, taken once: a name taken in is never matched against in turn.
  const funders = candidates.filter((candidate) => candidate.funder !== null).map((funder) => ({ funder, names: namesRead(funder), series: seriesOf(debits(funder)) }));
  const absorbed = new Set<PositionCandidate>();
  for (const candidate of candidates) {
    if (candidate.funder || candidate.key.split(' ').length < 2) continue;
    if (candidate.members.some((member) => member.transaction.transaction_type !== 'debit')) continue;
    const name = candidate.key.replace(/^counterparty:/, '');
    const pulls = debits(candidate);
    const owners = funders.filter(({ names, series }) => {
      if (!names.some((read) => read.length >= MIN_NAME_LENGTH && misreadInAWord(name, read))) return false;
      // A pull of an amount the funder's series pays must fill a gap of it; one of another amount may be a misreading
      // too, but the pulls that fill gaps must be most of them.
      const ofSeries = pulls.filter((pull) => series.amounts.has(pull.amount));
      return ofSeries.length * 2 > pulls.length && fillsTheSeries(ofSeries, series);
    });
    if (owners.length !== 1) continue;
    const [{ funder: owner }] = owners;
    owner.members.push(...candidate.members);
    for (const [tag, count] of candidate.loanTagCounts) owner.loanTagCounts.set(tag, (owner.loanTagCounts.get(tag) ?? 0) + count);
    absorbed.add(candidate);
  }
  return candidates.filter((candidate) => !absorbed.has(candidate));
}

interface Pull {
  date: string;
  amount: string;
}

/**
 * A funder's series: its pulls, the amounts it pays three times or more (a one-off amount may be a misreading too),
 * the days it pulls one of them, and the business days usually between two of those (their median).
 */
interface Series {
  pulls: readonly Pull[];
  amounts: ReadonlySet<string>;
  dates: readonly string[];
  usual: number;
}

function seriesOf(pulls: readonly Pull[]): Series {
  const times = new Map<string, number>();
  for (const pull of pulls) times.set(pull.amount, (times.get(pull.amount) ?? 0) + 1);
  const amounts = new Set([...times].filter(([, count]) => count >= MIN_SERIES_PULLS).map(([amount]) => amount));
  const dates = [...new Set(pulls.filter((pull) => amounts.has(pull.amount)).map((pull) => pull.date))].sort();
  const gaps = dates.slice(1).map((date, at) => businessDayDistance(dates[at], date)).sort((a, b) => a - b);
  return { pulls, amounts, dates, usual: gaps[gaps.length >> 1] ?? 0 };
}

/**
 * The pulls stand in for pulls of the funder's series: each between two of the funder's pulls of its amount, further
 * apart than the funder's pulls usually are, with no pull of the series between; or past either end of the series,
 * each by the series' usual gap from the one before it (the last pulls of a statement misread one after another).
 */
function fillsTheSeries(pulls: readonly Pull[], series: Series): boolean {
  const { dates, usual } = series;
  if (dates.length < MIN_SERIES_PULLS) return false;
  const [first, last] = [dates[0], dates[dates.length - 1]];
  const sorted = [...pulls].sort((a, b) => a.date.localeCompare(b.date));
  const after = sorted.filter((pull) => pull.date > last);
  const before = sorted.filter((pull) => pull.date < first).reverse();
  const inside = sorted.filter((pull) => pull.date >= first && pull.date <= last);
  const steps = (edge: string, run: readonly Pull[], forward: boolean) =>
    run.every((pull, at) => {
      const from = at === 0 ? edge : run[at - 1].date;
      return (forward ? businessDayDistance(from, pull.date) : businessDayDistance(pull.date, from)) <= usual;
    });
  return steps(last, after, true) && steps(first, before, false) && inside.every((pull) => fillsAGap(pull, series));
}

/** Inside the series: between two of the funder's pulls of its amount further apart than usual, none of the series between. */
function fillsAGap(pull: Pull, { pulls, dates, usual }: Series): boolean {
  const same = pulls.filter((other) => other.amount === pull.amount).map((other) => other.date);
  const before = same.filter((date) => date < pull.date).sort().pop();
  const after = same.filter((date) => date > pull.date).sort()[0];
  if (before === undefined || after === undefined) return false;
  return businessDayDistance(before, after) > usual && dates.every((date) => date <= before || date >= after);
}

/** The names the funder's rows read (their counterparties), and its title. */
function namesRead(funder: PositionCandidate): string[] {
  return [...new Set([...funder.members.map((member) => member.counterparty), funder.name.toUpperCase()].filter((name) => name.length > 0))];
}

function debits(candidate: PositionCandidate): Pull[] {
  return candidate.members
    .filter((member) => member.transaction.transaction_type === 'debit')
    .map((member) => ({ date: member.transaction.transaction_date, amount: member.transaction.amount.toFixed(2) }));
}

/** Words this short are acronyms: one letter makes another lender (`LG`, `LM`). */
const MIN_WORD_AT_EDIT = 4;

/**
 * `read` as misread by one character changed, put in or left out (`a`), where the character stands in a word of `read`
 * of four letters or more.
 */
function misreadInAWord(a: string, read: string): boolean {
  if (a === read) return false;
  const at = firstDifference(a, read);
  const rest = (shorter: string, longer: string, skip: number) => shorter.slice(at + skip) === longer.slice(at + 1);
  const oneApart = a.length === read.length ? rest(a, read, 1) : a.length + 1 === read.length ? rest(a, read, 0) : read.length + 1 === a.length && rest(read, a, 0);
  if (!oneApart) return false;
  const word = read.slice(0, at + 1).split(' ').pop() + (read.slice(at + 1).split(' ')[0] ?? '');
  return word.replace(/[^A-Z]/g, '').length >= MIN_WORD_AT_EDIT;
}

function firstDifference(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  return at;
}
