import { type SeededRandom } from '../random/seeded-random';
import { type AccountActivity, type AccountKind, type ActivityEntry } from './account-activity.model';
import { type BusinessProfile } from './business.catalog';
import { daysBetween, monthDay, monthEnd, weekday } from './calendar';
import { type PendingPosting, postDay } from './day-posting';
import * as text from './description.catalog';

export interface AccountPlan {
  kind: AccountKind;
  accountNumber: string;
  accountType: string;
  /** Last four digits, for transfer descriptions on the other accounts. */
  lastFour: string;
}

/** Card purchases a business day can show; scanned variants print fewer to keep their pages few. */
export const DEFAULT_CARD_PURCHASES_PER_DAY = 3;

/**
 * A business's postings on its accounts over a span: daily card settlements and funder debits, weekly
 * ACH, payroll, rent, checks, transfers between its accounts, fees, and the NSF and overdraft trail
 * when the operating balance runs below zero.
 */
export function generateAccountActivity(
  random: SeededRandom,
  business: BusinessProfile,
  plans: readonly AccountPlan[],
  start: string,
  end: string,
  maxCardPurchasesPerDay = DEFAULT_CARD_PURCHASES_PER_DAY,
): AccountActivity[] {
  const operating = plans[0];
  const savings = plans.find((plan) => plan.kind === 'savings');
  const payroll = plans.find((plan) => plan.kind === 'payroll');
  const balances = new Map<AccountKind, number>(plans.map((plan) => [plan.kind, openingBalance(random, plan.kind, business)]));
  const entries = new Map<AccountKind, ActivityEntry[]>(plans.map((plan) => [plan.kind, []]));
  const openings = new Map(balances);
  const weeklyDay = random.int(1, 5);
  let checkNumber = random.int(1001, 9000);

  for (const day of daysBetween(start, end)) {
    const dow = weekday(day);
    const businessDay = dow >= 1 && dow <= 5;
    const postings = new Map<AccountKind, PendingPosting[]>(plans.map((plan) => [plan.kind, []]));
    const op = postings.get('operating') as PendingPosting[];
    const { month, day: dayOfMonth } = monthDay(day);

    if (businessDay) {
      for (const processor of business.processors) {
        if (random.chance(0.92)) op.push(credit(text.cardSettlement(random, processor, business.name, day), random.amount(business.dailySales * 0.3, business.dailySales * 1.3) / business.processors.length));
      }
      if (random.chance(0.12)) op.push(credit(text.customerAch(random, random.pick(business.customers), business.name), random.amount(400, business.dailySales * 4)));
      if (random.chance(0.07)) op.push(credit(text.branchDeposit(random), random.amount(150, business.dailySales * 2)));
      for (const funder of business.funders) {
        if (funder.cadence === 'daily' || dow === weeklyDay) op.push({ ...debit(text.funderAch(random, funder, business.name, day), funder.amount), funder });
      }
      if (random.chance(0.18)) op.push(debit(text.vendorAch(random), random.amount(80, business.dailySales * 1.5)));
      if (random.chance(0.14)) {
        checkNumber += random.int(1, 3);
        op.push({ ...debit(`CHECK ${checkNumber}`, random.amount(60, business.dailySales * 1.2)), checkNumber: String(checkNumber) });
      }
    }
    const purchases = random.int(0, businessDay ? maxCardPurchasesPerDay : Math.min(1, maxCardPurchasesPerDay));
    for (let index = 0; index < purchases; index += 1) op.push(debit(text.cardPurchase(random, `${month}/${dayOfMonth}`), random.amount(4, Math.min(900, business.dailySales * 0.12))));
    if (dayOfMonth === '03') op.push(debit(text.rent(random, business.name), random.amount(business.dailySales * 1.5, business.dailySales * 4, 50)));
    if (dayOfMonth === '15' && random.chance(0.7)) op.push(debit('AMERICAN EXPRESS ACH PMT', random.amount(300, business.dailySales * 3)));
    if (day === monthEnd(day)) op.push(debit('MONTHLY SERVICE FEE', random.pick([15, 25, 30])));

    if (savings && dow === 5 && random.chance(0.6)) transfer(random, postings, operating, savings, random.amount(200, business.dailySales, 50));
    if (savings && day === monthEnd(day)) (postings.get('savings') as PendingPosting[]).push(credit('INTEREST PAYMENT', random.amount(0.12, 40)));
    const payday = dow === 5 && Number(dayOfMonth) % 14 < 7;
    if (payday) {
      const amount = random.amount(business.dailySales * 1.5, business.dailySales * 4);
      if (payroll) {
        transfer(random, postings, operating, payroll, amount + random.amount(100, 900, 100));
        (postings.get('payroll') as PendingPosting[]).push(debit(text.payroll(random, business.payroll), amount));
        if (random.chance(0.5)) (postings.get('payroll') as PendingPosting[]).push(debit(text.taxPayment(random), random.amount(100, amount * 0.25)));
      } else {
        op.push(debit(text.payroll(random, business.payroll), amount));
      }
    }
    if (savings && (balances.get('operating') as number) < 0 && random.chance(0.5)) transfer(random, postings, savings, operating, random.amount(500, 3000, 100));

    for (const plan of plans) postDay(random, day, postings.get(plan.kind) as PendingPosting[], balances, plan.kind, entries.get(plan.kind) as ActivityEntry[]);
  }
  return plans.map((plan) => ({
    kind: plan.kind,
    accountNumber: plan.accountNumber,
    accountType: plan.accountType,
    openingBalance: openings.get(plan.kind) as number,
    entries: entries.get(plan.kind) as ActivityEntry[],
  }));
}

function openingBalance(random: SeededRandom, kind: AccountKind, business: BusinessProfile): number {
  if (kind === 'savings') return random.amount(1000, 40000);
  if (kind === 'payroll') return random.amount(200, 5000);
  return random.chance(0.15) ? -random.amount(50, 1500) : random.amount(300, business.dailySales * 6);
}

function credit(description: string, amount: number): PendingPosting {
  return { text: description, amount: Math.max(0.01, Math.round(amount * 100) / 100), direction: 'credit', checkNumber: null };
}

function debit(description: string, amount: number): PendingPosting {
  return { text: description, amount: Math.max(0.01, Math.round(amount * 100) / 100), direction: 'debit', checkNumber: null };
}

function transfer(random: SeededRandom, postings: Map<AccountKind, PendingPosting[]>, from: AccountPlan, to: AccountPlan, amount: number): void {
  const reference = `IB0${random.digits(8)}`;
  postings.get(from.kind)?.push(debit(`ONLINE TRANSFER TO ${to.accountType.toUpperCase()} XXXXXX${to.lastFour} REF #${reference}`, amount));
  postings.get(to.kind)?.push(credit(`ONLINE TRANSFER FROM ${from.accountType.toUpperCase()} XXXXXX${from.lastFour} REF #${reference}`, amount));
}
