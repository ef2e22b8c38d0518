import { type Analytics } from '@uw/contracts';
import { analyzePositions, classifyLedger } from '@uw/debt-intelligence';
import { generateSyntheticLedger, type TruthPosition } from './synthetic-ledger.generator';

/**
 * Position detection against synthetic ground truth: recall and precision of positions, frequency of
 * the main schedule, recall of skipped pulls as gap misses.
 *
 *   node -r ./tools/register-dist.js dist/tools/debt-intelligence/evaluate.js [ledgers] [firstSeed]
 */
const LEDGERS = Number(process.argv[2] ?? 300);
const FIRST_SEED = Number(process.argv[3] ?? 1);
const MIN_OVERLAP = 0.5;

interface Tally {
  truths: number;
  detected: number;
  matchedTruths: number;
  matchedDetected: number;
  frequencyRight: number;
  misses: number;
  missesFound: number;
  gapMissesReported: number;
  gapMissesTrue: number;
  failures: string[];
}

function overlap(truth: TruthPosition, detected: Analytics.DebtPosition): number {
  const ids = new Set(detected.transactions.map((transaction) => Number(transaction.transaction_id)));
  const shared = truth.transaction_ids.filter((id) => ids.has(id)).length;
  return Math.min(shared / truth.transaction_ids.length, shared / Math.max(1, ids.size));
}

function mainFrequency(position: Analytics.DebtPosition): string {
  const schedules = position.episodes.flatMap((episode) => episode.schedules).sort((a, b) => b.payment_count - a.payment_count);
  return schedules[0]?.frequency ?? 'none';
}

function coversDate(miss: Analytics.Miss, date: string): boolean {
  if (miss.date === date) return true;
  return miss.date_window !== null && miss.date_window[0] <= date && date <= miss.date_window[1];
}

function evaluateLedger(seed: number, tally: Tally): void {
  const ledger = generateSyntheticLedger(seed);
  const classified = classifyLedger(ledger.input, ledger.registry);
  const trueRevenue = classified.transactions.filter((t) => t.tag.includes('true_revenue')).reduce((total, t) => total + t.amount, 0);
  const positions = analyzePositions({ positions: classified.positions, transactions: classified.transactions, true_revenue: trueRevenue, period: ledger.period });
  tally.truths += ledger.truth.length;
  tally.detected += positions.length;
  const used = new Set<Analytics.DebtPosition>();
  for (const truth of ledger.truth) {
    const best = positions.filter((position) => !used.has(position)).sort((a, b) => overlap(truth, b) - overlap(truth, a))[0];
    tally.misses += truth.missed.length;
    if (!best || overlap(truth, best) < MIN_OVERLAP) {
      tally.failures.push(`seed ${seed}: ${truth.name}${truth.laterName ? ` -> ${truth.laterName}` : ''} (${truth.frequency}) not found`);
      continue;
    }
    used.add(best);
    tally.matchedTruths++;
    if (mainFrequency(best) === truth.frequency) tally.frequencyRight++;
    else tally.failures.push(`seed ${seed}: ${truth.name} read ${mainFrequency(best)}, is ${truth.frequency}`);
    const gaps = best.potential_missed_payments.filter((miss) => miss.evidence === 'gap');
    const found = truth.missed.filter((date) => gaps.some((miss) => coversDate(miss, date)));
    tally.missesFound += found.length;
    for (const date of truth.missed) if (!found.includes(date)) tally.failures.push(`seed ${seed}: ${truth.name} (${truth.frequency}) skipped pull ${date} not reported`);
    tally.gapMissesReported += gaps.length;
    tally.gapMissesTrue += gaps.filter((miss) => truth.missed.some((date) => coversDate(miss, date))).length;
  }
  tally.matchedDetected += used.size;
  for (const position of positions) if (!used.has(position)) tally.failures.push(`seed ${seed}: extra position ${position.name} (${position.transaction_count} transactions)`);
}

function pct(part: number, whole: number): string {
  return whole === 0 ? 'n/a' : `${((part / whole) * 100).toFixed(2)}%`;
}

function main(): void {
  const tally: Tally = { truths: 0, detected: 0, matchedTruths: 0, matchedDetected: 0, frequencyRight: 0, misses: 0, missesFound: 0, gapMissesReported: 0, gapMissesTrue: 0, failures: [] };
  for (let seed = FIRST_SEED; seed < FIRST_SEED + LEDGERS; seed++) evaluateLedger(seed, tally);
  console.log(`Synthetic ledgers: ${LEDGERS} (seeds ${FIRST_SEED}..${FIRST_SEED + LEDGERS - 1}), true positions ${tally.truths}, detected ${tally.detected}`);
  console.log(`Position recall      ${pct(tally.matchedTruths, tally.truths)}   (goal >= 98%)`);
  console.log(`Position precision   ${pct(tally.matchedDetected, tally.detected)}   (goal >= 97%)`);
  console.log(`Frequency accuracy   ${pct(tally.frequencyRight, tally.matchedTruths)}   (goal 100% on clean data)`);
  console.log(`Missed-payment recall    ${pct(tally.missesFound, tally.misses)}   (${tally.missesFound}/${tally.misses} skipped pulls reported as gaps)`);
  console.log(`Missed-payment precision ${pct(tally.gapMissesTrue, tally.gapMissesReported)}   (gap misses that are real skips)`);
  for (const failure of tally.failures.slice(0, 25)) console.log(`  ${failure}`);
  if (tally.failures.length > 25) console.log(`  ... ${tally.failures.length - 25} more`);
}

main();
