import { createFunderMatcher, type FunderAliasEntry, type FunderMatch, normalizeDescription } from '@uw/funder-matching';

/**
 * Funder alias matching at registry scale: a seeded synthetic registry of BENCH_FUNDERS funders with
 * BENCH_ALIASES aliases, matched against BENCH_DESCRIPTIONS ACH-style descriptions on one thread. The naive
 * reference (every alias tested against every description) runs on BENCH_NAIVE descriptions, checks that
 * both agree, and is extrapolated so the ratio is visible. Target: 100,000 descriptions in under 1 s.
 */
const FUNDERS = Number(process.env.BENCH_FUNDERS ?? 5_000);
const ALIASES = Number(process.env.BENCH_ALIASES ?? 30_000);
const DESCRIPTIONS = Number(process.env.BENCH_DESCRIPTIONS ?? 100_000);
const NAIVE_SUBSET = Number(process.env.BENCH_NAIVE ?? 1_000);
const SEED = Number(process.env.BENCH_SEED ?? 20_240_105);
/** Share of descriptions that name a registry funder; the rest are ordinary merchants and transfers. */
const FUNDER_SHARE = 0.35;

/** mulberry32: small, fast and reproducible across runs and machines. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = seededRandom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

const ONSETS = ['B', 'C', 'D', 'F', 'G', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'V', 'Z', 'BR', 'CR', 'GR', 'PR', 'ST', 'TR'];
const VOWELS = ['A', 'E', 'I', 'O', 'U', 'AI', 'EO'];
const CODAS = ['', '', 'N', 'R', 'S', 'X', 'LT'];
const GENERIC = ['CAPITAL', 'FUNDING', 'FINANCIAL', 'LENDING', 'GROUP', 'LLC', 'ADVANCE', 'PARTNERS', 'CAP', 'FIN', 'SERVICING'];
const MERCHANT_WORDS = ['SYSCO', 'HOME', 'DEPOT', 'SHELL', 'OIL', 'VERIZON', 'WIRELESS', 'CITY', 'WATER', 'PAYROLL', 'ADP', 'GUSTO', 'INSURANCE', 'RENT', 'AMERICAN', 'CAPITAL', 'ONE', 'EXPRESS', 'FUNDING', 'TRANSFER'];
const ENTRY_DESCRIPTIONS = ['PAYMENT', 'DEBIT', 'ACH PMT', 'FUNDING', 'DAILY PMT', 'RECEIVABLE', 'SETTLEMENT'];

function brandWord(): string {
  const syllables = 2 + Math.floor(random() * 3);
  let word = '';
  for (let i = 0; i < syllables; i++) word += pick(ONSETS) + pick(VOWELS);
  return word + pick(CODAS);
}

function syntheticRegistry(): FunderAliasEntry[] {
  const seen = new Set<string>();
  const entries: FunderAliasEntry[] = Array.from({ length: FUNDERS }, (_, index) => ({ funder_id: `funder-${index}`, title: '', aliases: [] }));
  const aliasLists: string[][] = entries.map(() => []);
  for (let made = 0; made < ALIASES; ) {
    const owner = made % FUNDERS;
    const words = [brandWord()];
    if (random() < 0.5) words.push(brandWord());
    if (random() < 0.8) words.push(pick(GENERIC));
    if (random() < 0.3) words.push(pick(GENERIC));
    const alias = words.join(' ');
    if (seen.has(alias)) continue;
    seen.add(alias);
    aliasLists[owner]!.push(alias);
    made++;
  }
  return entries.map((entry, index) => ({ ...entry, title: aliasLists[index]![0]!, aliases: aliasLists[index]! }));
}

function counterpartyName(registry: readonly FunderAliasEntry[]): string {
  if (random() < FUNDER_SHARE) {
    const alias = pick(pick(registry).aliases);
    return random() < 0.5 ? alias : alias.toLowerCase().replace(/ /g, random() < 0.5 ? '  ' : '-');
  }
  return `${pick(MERCHANT_WORDS)} ${random() < 0.5 ? brandWord() : pick(MERCHANT_WORDS)}`;
}

function syntheticDescription(registry: readonly FunderAliasEntry[]): string {
  const name = counterpartyName(registry);
  const date = `2${digits(5)}`;
  switch (Math.floor(random() * 4)) {
    case 0:
      return `ORIG CO NAME:${name} ORIG ID:${digits(10)} DESC DATE:${date} CO ENTRY DESCR:${pick(ENTRY_DESCRIPTIONS)} SEC:CCD TRACE#:${digits(15)} EED:${date} IND ID:ST-${brandWord()}${digits(3)} IND NAME:ACME LLC`;
    case 1:
      return `${name} DES:${pick(ENTRY_DESCRIPTIONS)} ID:XXXXX${digits(4)} INDN:ACME LLC CO ID:${digits(10)} CCD`;
    case 2:
      return `ACH DEBIT ${name} ${digits(10)} WEB`;
    default:
      return `POS PURCHASE ${name} ${digits(2)}/${digits(2)} CARD ${digits(4)}`;
  }
}

/** The obvious implementation: every alias against every description, padded with spaces for word boundaries. */
function naiveMatcher(registry: readonly FunderAliasEntry[]): (description: string) => FunderMatch | null {
  const aliases = registry.flatMap((entry) => entry.aliases.map((alias) => ({ entry, alias, padded: ` ${normalizeDescription(alias)} ` })));
  return (description) => {
    const text = ` ${normalizeDescription(description)} `;
    let best: (typeof aliases)[number] | null = null;
    for (const candidate of aliases) {
      if (text.includes(candidate.padded) && (best === null || candidate.padded.length > best.padded.length)) best = candidate;
    }
    return best && { funder_id: best.entry.funder_id, title: best.entry.title, alias: best.alias };
  };
}

interface Elapsed {
  wallMs: number;
  /** CPU time of the process: on a shared machine, what one core would have spent. */
  cpuMs: number;
}

function timed<T>(work: () => T): [T, Elapsed] {
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const result = work();
  const cpu = process.cpuUsage(cpuBefore);
  return [result, { wallMs: Number(process.hrtime.bigint() - started) / 1e6, cpuMs: (cpu.user + cpu.system) / 1e3 }];
}

const ms = (elapsed: Elapsed) => `${elapsed.wallMs.toFixed(1).padStart(7)} ms wall, ${elapsed.cpuMs.toFixed(1).padStart(7)} ms CPU`;
const perSecond = (count: number, elapsedMs: number) => Math.round((count / elapsedMs) * 1000).toLocaleString('en-US');

function main() {
  const registry = syntheticRegistry();
  const descriptions = Array.from({ length: DESCRIPTIONS }, () => syntheticDescription(registry));
  const [matcher, build] = timed(() => createFunderMatcher(registry));
  const [, normalize] = timed(() => descriptions.forEach((description) => normalizeDescription(description)));
  const run = () => descriptions.reduce((found, description) => (matcher.match(description) ? found + 1 : found), 0);
  const [found, cold] = timed(run);
  const [, warm] = timed(run);

  const subset = descriptions.slice(0, NAIVE_SUBSET);
  const naive = naiveMatcher(registry);
  const [naiveResults, naiveElapsed] = timed(() => subset.map(naive));
  const disagreements = subset.filter((description, i) => matcher.match(description)?.funder_id !== naiveResults[i]?.funder_id);
  const naiveFullCpuMs = (naiveElapsed.cpuMs / subset.length) * descriptions.length;
  const coldPer100k = (cold.cpuMs / DESCRIPTIONS) * 100_000;

  process.stdout.write(
    [
      `funder matching: ${FUNDERS.toLocaleString('en-US')} funders, ${matcher.aliasCount.toLocaleString('en-US')} aliases, ${DESCRIPTIONS.toLocaleString('en-US')} descriptions (seed ${SEED})`,
      `  build            ${ms(build)}`,
      `  normalise only   ${ms(normalize)}`,
      `  match (cold)     ${ms(cold)}  ${perSecond(DESCRIPTIONS, cold.cpuMs)} descriptions/s of CPU, ${found.toLocaleString('en-US')} matched`,
      `  match (warm)     ${ms(warm)}  ${perSecond(DESCRIPTIONS, warm.cpuMs)} descriptions/s of CPU`,
      `  naive reference  ${ms(naiveElapsed)} on ${subset.length.toLocaleString('en-US')} descriptions, ${perSecond(subset.length, naiveElapsed.cpuMs)} descriptions/s (~${(naiveFullCpuMs / 1000).toFixed(0)} s CPU for all)`,
      `  speed-up         ${(naiveFullCpuMs / warm.cpuMs).toFixed(0)}x over the naive loop (CPU); ${disagreements.length} disagreements on the subset`,
      `  target           100,000 descriptions in < 1 s of CPU, cold: ${coldPer100k < 1_000 ? 'met' : 'MISSED'} (${coldPer100k.toFixed(0)} ms)`,
      '',
    ].join('\n'),
  );
  if (disagreements.length) process.exitCode = 1;
}

main();
