import { type Analytics } from '@uw/contracts';
import { businessDayDistance } from '../calendar/business-days';
import { daysBetween } from '../calendar/iso-date';
import { isSameAmount, median } from './amount-statistics';
import { type Transaction } from './position-parts.model';

/** Thresholds for telling payment streams apart. */
export const STREAM_RULE = {
  /** Share of payment days with two or more pulls that means two schedules run side by side. */
  concurrentDayShare: 0.25,
  minDaysForConcurrency: 6,
  /** Amounts more than this apart (relative) belong to different concurrent streams. */
  levelStep: 0.1,
  /** A stream that stops this many calendar days and starts again is a new schedule. */
  restartGapDays: 45,
  levelChangeTolerance: 0.03,
  payoffWindowBusinessDays: 5,
} as const;

function hasConcurrentStreams(payments: readonly Transaction[]): boolean {
  const perDay = new Map<string, number>();
  for (const payment of payments) perDay.set(payment.transaction_date, (perDay.get(payment.transaction_date) ?? 0) + 1);
  if (perDay.size < STREAM_RULE.minDaysForConcurrency) return false;
  const multi = [...perDay.values()].filter((count) => count > 1).length;
  return multi / perDay.size >= STREAM_RULE.concurrentDayShare;
}

/** Concurrent streams told apart by amount level. */
function byAmountLevel(payments: readonly Transaction[]): Transaction[][] {
  const amounts = [...new Set(payments.map((payment) => payment.amount))].sort((a, b) => a - b);
  const levelOf = new Map<number, number>();
  let level = 0;
  amounts.forEach((amount, index) => {
    if (index > 0 && amount > amounts[index - 1] * (1 + STREAM_RULE.levelStep)) level++;
    levelOf.set(amount, level);
  });
  const streams: Transaction[][] = Array.from({ length: level + 1 }, () => []);
  for (const payment of payments) streams[levelOf.get(payment.amount) ?? 0].push(payment);
  return streams.filter((stream) => stream.length > 0);
}

function levelAround(payments: readonly Transaction[], from: number, to: number): number {
  return median(payments.slice(Math.max(0, from), Math.max(0, to)).map((payment) => payment.amount));
}

/**
 * Whether a new advance inside a stream starts a new schedule. With one stream, always: the advance
 * renews it. With side-by-side streams, only when the level changes across it or a payoff follows
 * (otherwise the stream simply runs on under a stacked advance).
 */
function startsNewSchedule(
  stream: readonly Transaction[],
  index: number,
  advanceDate: string,
  lumpPayments: readonly Transaction[],
  concurrent: boolean,
): boolean {
  if (!concurrent) return true;
  const before = levelAround(stream, index - 3, index);
  const after = levelAround(stream, index, Math.min(stream.length, index + 3));
  if (!isSameAmount(before, after, STREAM_RULE.levelChangeTolerance)) return true;
  return lumpPayments.some((lump) => {
    if (lump.transaction_date < advanceDate) return false;
    return businessDayDistance(advanceDate, lump.transaction_date) <= STREAM_RULE.payoffWindowBusinessDays;
  });
}

function splitStream(
  stream: readonly Transaction[],
  advances: readonly Analytics.Disbursement[],
  lumpPayments: readonly Transaction[],
  concurrent: boolean,
): Transaction[][] {
  const segments: Transaction[][] = [];
  let current: Transaction[] = [];
  for (let index = 0; index < stream.length; index++) {
    const payment = stream[index];
    const previous = stream[index - 1];
    if (previous) {
      const restarted = daysBetween(previous.transaction_date, payment.transaction_date) > STREAM_RULE.restartGapDays;
      const renewedBy = advances.find(
        (advance) => advance.date > previous.transaction_date && advance.date <= payment.transaction_date,
      );
      if (restarted || (renewedBy && startsNewSchedule(stream, index, renewedBy.date, lumpPayments, concurrent))) {
        segments.push(current);
        current = [];
      }
    }
    current.push(payment);
  }
  if (current.length > 0) segments.push(current);
  return segments;
}

/**
 * The payment streams of a position: side-by-side streams told apart by amount, each cut where a
 * new advance changes the payment level or is followed by a payoff, or where it stops for weeks.
 */
export function splitPaymentStreams(
  payments: readonly Transaction[],
  advances: readonly Analytics.Disbursement[],
  lumpPayments: readonly Transaction[],
): Transaction[][] {
  if (payments.length === 0) return [];
  const concurrent = hasConcurrentStreams(payments);
  const streams = concurrent ? byAmountLevel(payments) : [[...payments]];
  return streams
    .flatMap((stream) => splitStream(stream, advances, lumpPayments, concurrent))
    .sort((a, b) => (a[0].transaction_date < b[0].transaction_date ? -1 : a[0].transaction_date > b[0].transaction_date ? 1 : a[0].amount - b[0].amount));
}
