import { type Analytics } from '@uw/contracts';
import { roundMoney, roundTo, sum } from './amount-statistics';

/**
 * Typical factor rates (payback over advance) when the contract is not visible. Only advance-based
 * products get one; bank loans, leases and cards have no inferable payback from the ledger.
 */
export const TYPICAL_FACTOR_RATE: Readonly<Record<string, number>> = {
  merchant_cash_advance: 1.35,
  factoring: 1.05,
};

const CALENDAR_DAYS_PER_BUSINESS_DAY = 7 / 5;

export interface PaybackEstimate {
  est_total_payback: number | null;
  progress_pct: number | null;
}

function paidNet(episode: Analytics.Episode): number {
  return sum(episode.schedules.map((schedule) => schedule.total_paid_net));
}

/**
 * Payback of one episode: what was actually paid when its schedules closed (payback inferred from the
 * completed term), else the advance times the typical factor rate of the loan type.
 */
function episodePayback(episode: Analytics.Episode, loanType: string): number | null {
  if (!episode.advance) return null;
  if (episode.state === 'closed') return paidNet(episode);
  const factor = TYPICAL_FACTOR_RATE[loanType];
  return factor === undefined ? null : episode.advance.amount * factor;
}

/**
 * Sets each schedule's estimated term (calendar days to pay the episode's payback at its daily
 * remittance) and returns the payback and progress of the latest episode with a visible advance.
 */
export function estimatePayback(episodes: readonly Analytics.Episode[], loanType: string): PaybackEstimate {
  let current: PaybackEstimate = { est_total_payback: null, progress_pct: null };
  for (const episode of episodes) {
    const payback = episodePayback(episode, loanType);
    if (payback === null) continue;
    const dailyRemit = sum(episode.schedules.map((schedule) => schedule.remit_daily ?? 0));
    for (const schedule of episode.schedules) {
      schedule.term_est_days = dailyRemit > 0 ? Math.round((payback / dailyRemit) * CALENDAR_DAYS_PER_BUSINESS_DAY) : null;
    }
    const progress = payback > 0 ? Math.min(100, (paidNet(episode) / payback) * 100) : null;
    current = { est_total_payback: roundMoney(payback), progress_pct: progress === null ? null : roundTo(progress, 2) };
  }
  return current;
}
