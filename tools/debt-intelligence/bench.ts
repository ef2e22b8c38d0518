import { performance } from 'node:perf_hooks';
import { analyzePositions, classifyLedger } from '@uw/debt-intelligence';
import { generateSyntheticLedger, type SyntheticLedger } from './synthetic-ledger.generator';

/**
 * Classification and position analysis time at 10,000 and 100,000 transactions (goal < 200 ms and
 * < 3 s, near linear).
 *
 *   node -r ./tools/register-dist.js dist/tools/debt-intelligence/bench.js
 */
/** About 160 rows per account-month at 6 noise debits a day; a size is reached with more accounts or more months. */
function ledgerOf(accounts: number, months: number): SyntheticLedger {
  return generateSyntheticLedger(42, { accounts, months, noisePerDay: 6, maxPositions: 6 });
}

function run(ledger: SyntheticLedger): number {
  const started = performance.now();
  const classified = classifyLedger(ledger.input, ledger.registry);
  analyzePositions({ positions: classified.positions, transactions: classified.transactions, true_revenue: 1_000_000, period: ledger.period });
  return performance.now() - started;
}

function medianTime(ledger: SyntheticLedger, runs: number): number {
  const times = Array.from({ length: runs }, () => run(ledger)).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function report(label: string, small: SyntheticLedger, large: SyntheticLedger): void {
  run(small);
  run(large);
  const smallMs = medianTime(small, 5);
  const largeMs = medianTime(large, 3);
  const perRowSmall = smallMs / small.input.transactions.length;
  const perRowLarge = largeMs / large.input.transactions.length;
  console.log(label);
  console.log(`  ${small.input.transactions.length} transactions: ${smallMs.toFixed(1)} ms (goal < 200 ms)`);
  console.log(`  ${large.input.transactions.length} transactions: ${largeMs.toFixed(1)} ms (goal < 3000 ms)`);
  console.log(`  scaling: ${(largeMs / smallMs).toFixed(2)}x time for ${(large.input.transactions.length / small.input.transactions.length).toFixed(2)}x rows; per-row cost ratio ${(perRowLarge / perRowSmall).toFixed(2)} (1.00 is linear)`);
}

function main(): void {
  const small = ledgerOf(3, 21);
  // A large Book is usually many accounts over a year or two; some are a few accounts over many years,
  // where each position has a long payment history. Both shapes are measured.
  report('more accounts (24 accounts x 26 months):', small, ledgerOf(24, 26));
  report('longer history (8 accounts x 77 months):', small, ledgerOf(8, 77));
}

main();
