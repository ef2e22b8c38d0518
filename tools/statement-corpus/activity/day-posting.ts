import { type SeededRandom } from '../random/seeded-random';
import { type AccountKind, type ActivityEntry } from './account-activity.model';
import { type FunderDebit } from './business.catalog';
import * as text from './description.catalog';

export interface PendingPosting {
  text: string;
  amount: number;
  direction: 'credit' | 'debit';
  checkNumber: string | null;
  /** A funder debit can come back unpaid when it overdraws the account. */
  funder?: FunderDebit;
}

const OVERDRAFT_FEE = 35;
/** Banks cap the overdraft and NSF fees they charge in a day. */
const MAX_FEES_PER_DAY = 3;

/**
 * Posts one day of an account: credits first, then debits as the bank presents them. A debit that takes
 * the balance below zero is paid into overdraft (with a fee) or, for an ACH debit, returned unpaid (the
 * debit, its return and an NSF fee), the way a bank's statement shows it.
 */
export function postDay(random: SeededRandom, day: string, postings: PendingPosting[], balances: Map<AccountKind, number>, kind: AccountKind, into: ActivityEntry[]): void {
  const credits = postings.filter((posting) => posting.direction === 'credit');
  const debits = postings.filter((posting) => posting.direction === 'debit').sort(() => random.next() - 0.5);
  let balance = balances.get(kind) as number;
  const post = (posting: PendingPosting): void => {
    balance = Math.round((balance + (posting.direction === 'credit' ? posting.amount : -posting.amount)) * 100) / 100;
    into.push({ date: day, text: posting.text, amount: posting.amount, direction: posting.direction, checkNumber: posting.checkNumber, balanceAfter: balance });
  };
  credits.forEach(post);
  let fees = 0;
  for (const posting of debits) {
    const overdraws = balance - posting.amount < 0 && kind === 'operating';
    post(posting);
    if (!overdraws || fees >= MAX_FEES_PER_DAY || !random.chance(0.6)) continue;
    fees += 1;
    if (posting.funder && random.chance(0.5)) {
      post({ text: text.achReturn(posting.funder), amount: posting.amount, direction: 'credit', checkNumber: null });
      post({ text: 'NSF RETURNED ITEM FEE', amount: OVERDRAFT_FEE, direction: 'debit', checkNumber: null });
    } else {
      post({ text: random.chance(0.5) ? 'OVERDRAFT ITEM FEE' : 'PAID NSF ITEM FEE', amount: OVERDRAFT_FEE, direction: 'debit', checkNumber: null });
    }
  }
  balances.set(kind, balance);
}
