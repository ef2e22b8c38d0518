/** Score at which the evidence is about two thirds of the way to certainty (1 - 1/e). */
const SCORE_SCALE = 6;
/** Below this score no type is claimed, whatever the competition. */
export const MIN_SCORE = 4;
/** Below this confidence no type is claimed: too little evidence, or two types too close to call. */
export const MIN_CONFIDENCE = 0.35;

/**
 * Confidence in the best type from its score and its lead over the runner-up: the score sets how sure
 * the evidence is, the lead how sure it is about this type rather than the next (half the weight when
 * the runner-up ties, none of the discount with no runner-up).
 */
export function confidenceOf(best: number, runnerUp: number): number {
  if (best <= 0) return 0;
  const strength = 1 - Math.exp(-best / SCORE_SCALE);
  const lead = Math.max(0, best - runnerUp) / best;
  return round(strength * (0.5 + 0.5 * lead));
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}
