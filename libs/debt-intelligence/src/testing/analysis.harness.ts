import { Analytics, type Parsing } from '@uw/contracts';
import { analyzePositions, classifyLedger, type FunderDetails, type FunderLookup } from '../index';
import { type LedgerBuilder } from './ledger.builder';

export interface RegistryFunder {
  funder_id: string;
  title: string;
  aliases: readonly string[];
}

/** A funder registry matcher for tests: the first funder with an alias inside the description. */
export function funderRegistry(funders: readonly RegistryFunder[]): FunderLookup & { details: ReadonlyMap<string, FunderDetails> } {
  const details = new Map<string, FunderDetails>(
    funders.map((funder) => [
      funder.funder_id,
      { funder_id: funder.funder_id, title: funder.title, link: `https://funders.example/${funder.funder_id}`, contact: 'Servicing desk', email: 'servicing@funder.example' },
    ]),
  );
  return {
    details,
    match(description: string) {
      const upper = description.toUpperCase();
      const funder = funders.find((candidate) => candidate.aliases.some((alias) => upper.includes(alias.toUpperCase())));
      return funder ? { funder_id: funder.funder_id, title: funder.title } : null;
    },
  };
}

export interface LedgerAnalysis {
  transactions: Parsing.ParsedTransaction[];
  ledgerPositions: Parsing.LedgerPosition[];
  positions: Analytics.DebtPosition[];
  trueRevenue: number;
  byDescription(fragment: string): Parsing.ParsedTransaction[];
}

/**
 * Classifies a built ledger and analyses its positions as the service does on a read, checking every
 * position against the DebtPosition contract on the way.
 */
export function analyzeLedger(builder: LedgerBuilder, registry?: ReturnType<typeof funderRegistry>): LedgerAnalysis {
  const classified = classifyLedger(builder.build(), registry);
  const trueRevenue = classified.transactions
    .filter((transaction) => transaction.tag.includes('true_revenue'))
    .reduce((total, transaction) => total + transaction.amount, 0);
  const positions = analyzePositions({
    positions: classified.positions,
    transactions: classified.transactions,
    true_revenue: trueRevenue,
    period: builder.period,
    funders: registry?.details,
  });
  for (const position of positions) Analytics.DebtPosition.parse(position);
  return {
    transactions: classified.transactions,
    ledgerPositions: classified.positions,
    positions,
    trueRevenue,
    byDescription: (fragment) => classified.transactions.filter((transaction) => transaction.description.includes(fragment)),
  };
}

/** The engine reads no clock; scenarios freeze it anyway so a dependency on "now" would show. */
export function freezeClock(isoDateTime = '2031-03-15T12:00:00Z'): void {
  beforeAll(() => jest.useFakeTimers({ now: new Date(isoDateTime) }));
  afterAll(() => jest.useRealTimers());
}
