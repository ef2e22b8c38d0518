import { type PositionCandidate } from './descriptor-change.merger';

/** Names shorter than this are one character from too many others. */
const MIN_NAME_LENGTH = 10;

/**
 * A funder's name a scan misread by one character (`ONDRCK CAPITAL`, `OND CK CAPITAL` for ONDECK CAPITAL) names no
 * registered funder, so its rows would stand as a lender of their own beside the funder's position, and the funder's
 * position would miss those payments. A counterparty of two words or more is the funder's where all of these hold:
 * - it is one character (a letter, a mark or a blank read for one, one more or one fewer) from a name the funder's
 *   own rows read, of ten characters or more, inside a word of four letters or more there (`LG FUNDING` and
 *   `LM FUNDING` are two lenders' acronyms);
 * - it pays an amount the funder's rows pay, to the cent;
 * - none of its payments falls on a day the funder's rows pay that amount too: a misread row stands in for the
 *   funder's pull of its day, where another lender's pulls beside it.
 * Only where exactly one funder's rows fit.
 */
export function mergeMisreadNames(candidates: readonly PositionCandidate[]): PositionCandidate[] {
  const funders = candidates.filter((candidate) => candidate.funder !== null);
  const absorbed = new Set<PositionCandidate>();
  for (const candidate of candidates) {
    if (candidate.funder || candidate.key.split(' ').length < 2) continue;
    const name = candidate.key.replace(/^counterparty:/, '');
    const pulls = debits(candidate);
    const amounts = new Set(pulls.map((pull) => pull.amount));
    const owners = funders.filter((funder) => {
      const funderPulls = debits(funder);
      const sameDay = new Set(funderPulls.map((pull) => `${pull.date} ${pull.amount}`));
      return (
        namesRead(funder).some((read) => read.length >= MIN_NAME_LENGTH && misreadInAWord(name, read)) &&
        funderPulls.some((pull) => amounts.has(pull.amount)) &&
        pulls.every((pull) => !sameDay.has(`${pull.date} ${pull.amount}`))
      );
    });
    if (owners.length !== 1) continue;
    const [owner] = owners;
    owner.members.push(...candidate.members);
    for (const [tag, count] of candidate.loanTagCounts) owner.loanTagCounts.set(tag, (owner.loanTagCounts.get(tag) ?? 0) + count);
    absorbed.add(candidate);
  }
  return candidates.filter((candidate) => !absorbed.has(candidate));
}

/** The names the funder's rows read (their counterparties), and its title. */
function namesRead(funder: PositionCandidate): string[] {
  return [...new Set([...funder.members.map((member) => member.counterparty), funder.name.toUpperCase()].filter((name) => name.length > 0))];
}

function debits(candidate: PositionCandidate): Array<{ date: string; amount: string }> {
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
