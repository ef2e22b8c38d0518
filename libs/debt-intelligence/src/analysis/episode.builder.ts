import { type Analytics } from '@uw/contracts';
import { businessDayDistance } from '../calendar/business-days';
import { addDays } from '../calendar/iso-date';

/** Thresholds of the episode roles. */
export const EPISODE_RULE = {
  /** A schedule whose last pull is at most this many days before an advance was still paying at it. */
  activeSlackDays: 4,
  /** An earlier schedule ending within this many business days after a new advance was paid off by it. */
  handoverBusinessDays: 7,
} as const;

type Schedule = Analytics.PaymentSchedule;

function wasPayingAt(schedule: Schedule, date: string): boolean {
  return schedule.first_payment < date && date <= addDays(schedule.last_payment, EPISODE_RULE.activeSlackDays);
}

function runsOnAfter(schedule: Schedule, date: string): boolean {
  return schedule.last_payment > date && businessDayDistance(date, schedule.last_payment) > EPISODE_RULE.handoverBusinessDays;
}

function episodeState(schedules: readonly Schedule[]): Analytics.EpisodeState {
  if (schedules.length === 0) return 'pending';
  return schedules.some((schedule) => schedule.state === 'active') ? 'active' : 'closed';
}

/**
 * How an advance relates to what was being paid when it arrived. Renewal: this lender's earlier
 * schedule stops around it (paid off), or carries on as the only stream (the renewal kept the
 * payment). Stack: an earlier schedule of this lender runs on beside a new one, or another lender was
 * being paid. Initial: nothing was being paid.
 */
function roleOf(advanceDate: string, ownSchedules: readonly Schedule[], ownEarlier: readonly Schedule[], otherSchedules: readonly Schedule[]): Analytics.EpisodeRole {
  const payingAtAdvance = ownEarlier.filter((schedule) => wasPayingAt(schedule, advanceDate));
  if (payingAtAdvance.length > 0) {
    const runsOnBeside = ownSchedules.length > 0 && payingAtAdvance.some((schedule) => runsOnAfter(schedule, advanceDate));
    return runsOnBeside ? 'stack' : 'renewal';
  }
  return otherSchedules.some((schedule) => wasPayingAt(schedule, advanceDate)) ? 'stack' : 'initial';
}

function episode(id: string, advance: Analytics.Disbursement | null, schedules: Schedule[], role: Analytics.EpisodeRole): Analytics.Episode {
  const firsts = schedules.map((schedule) => schedule.first_payment).sort();
  const lasts = schedules.map((schedule) => schedule.last_payment).sort();
  return {
    episode_id: id,
    advance,
    schedules,
    role,
    state: episodeState(schedules),
    first_payment: firsts[0] ?? null,
    last_payment: lasts[lasts.length - 1] ?? null,
  };
}

/**
 * Episodes of a position: each advance with the schedules that start on or after it (before the next
 * advance); schedules already running before the first visible advance make one `orphan` episode.
 */
export function buildEpisodes(
  positionId: string,
  advances: readonly Analytics.Disbursement[],
  schedules: readonly Schedule[],
  otherSchedules: readonly Schedule[],
): Analytics.Episode[] {
  const owned = new Map<Analytics.Disbursement | null, Schedule[]>();
  for (const schedule of schedules) {
    let owner: Analytics.Disbursement | null = null;
    for (const advance of advances) if (advance.date <= schedule.first_payment) owner = advance;
    owned.set(owner, [...(owned.get(owner) ?? []), schedule]);
  }
  const episodes: Analytics.Episode[] = [];
  const orphanSchedules = owned.get(null);
  if (orphanSchedules) episodes.push(episode(`${positionId}_e${episodes.length + 1}`, null, orphanSchedules, 'orphan'));
  for (const advance of advances) {
    const ownSchedules = owned.get(advance) ?? [];
    const ownEarlier = schedules.filter((schedule) => !ownSchedules.includes(schedule));
    const role = roleOf(advance.date, ownSchedules, ownEarlier, otherSchedules);
    episodes.push(episode(`${positionId}_e${episodes.length + 1}`, advance, ownSchedules, role));
  }
  return episodes;
}
