import { type Parsing } from '@uw/contracts';
import { type FunderLookup, isBankBusinessDay, type LedgerInput } from '@uw/debt-intelligence';
import { achText, type AchStyle, LENDER_FIRST_WORDS, LENDER_SECOND_WORDS, PROCESSOR_TEXTS, VENDOR_NAMES } from './bank-text';
import { SeededRandom } from './seeded-random';

/** What the generator knows about one debt relationship it wrote into the ledger. */
export interface TruthPosition {
  name: string;
  /** The name the lender switched its ACH descriptor to halfway, if it did. */
  laterName: string | null;
  holdbackStyle: boolean;
  transaction_ids: number[];
  frequency: 'daily' | 'weekly';
  /** Dates of pulls the lender skipped (each one a missed payment). */
  missed: string[];
  inRegistry: boolean;
}

export interface SyntheticLedger {
  seed: number;
  input: LedgerInput;
  period: { start: string; end: string };
  truth: TruthPosition[];
  registry: FunderLookup;
}

export interface GeneratorOptions {
  months: number;
  accounts: number;
  /** Ordinary (non-debt) debits per account per business day, on average. */
  noisePerDay: number;
  maxPositions: number;
}

const DEFAULTS: GeneratorOptions = { months: 4, accounts: 2, noisePerDay: 2, maxPositions: 4 };
const DAY_MS = 86_400_000;

function dateAt(start: string, offset: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

class LedgerWriter {
  readonly transactions: Parsing.ParsedTransaction[] = [];

  add(date: string, amount: number, description: string, direction: 'credit' | 'debit', account: number): number {
    const id = this.transactions.length + 1;
    this.transactions.push({
      transaction_id: id,
      document_id: `doc_${account}`,
      account_id: account,
      transaction_date: date,
      description,
      amount: Math.round(amount * 100) / 100,
      transaction_type: direction,
      ledger_balance: null,
      tag: [],
    });
    return id;
  }
}

function writeOperatingActivity(writer: LedgerWriter, days: readonly string[], account: number, options: GeneratorOptions, random: SeededRandom): void {
  const processor = random.pick(PROCESSOR_TEXTS);
  const lastFours = Array.from({ length: options.accounts }, (_value, index) => String(1234 + index * 1111).slice(-4));
  days.forEach((date, dayIndex) => {
    writer.add(date, random.money(900, 4200), processor(date, random), 'credit', account);
    const noise = Math.round(options.noisePerDay * (0.5 + random.next()));
    for (let index = 0; index < noise; index++) {
      const amount = random.money(12, 1400);
      const vendor = random.pick(VENDOR_NAMES);
      // Card purchases in the wording of several banks, taken in turn (no draw, so a seed's ledger stays the same otherwise).
      writer.add(date, amount, CARD_PURCHASE_TEXTS[(dayIndex + index) % CARD_PURCHASE_TEXTS.length](vendor, random.int(100, 9999), date), 'debit', account);
    }
    if (random.chance(0.15)) writer.add(date, random.money(80, 900), `ZELLE FROM CUSTOMER ${random.int(10, 99)} REF # ${random.int(1e5, 9e5)}`, 'credit', account);
    if (date.endsWith('-01') || (date.slice(8) <= '03' && weekday(date) === 1)) writer.add(date, 4200, 'ONLINE PAYMENT TO MAPLE PROPERTIES RENT', 'debit', account);
    if (weekday(date) === 5 && random.chance(0.5)) writer.add(date, random.money(5200, 7400), 'ADP WAGE PAY DES:WAGE PAY ID:7XQ INDN:ACME PIZZA LLC CCD', 'debit', account);
    if (random.chance(0.01)) writer.add(date, 36, 'NSF RETURNED ITEM FEE', 'debit', account);
    if (options.accounts > 1 && account === 1 && random.chance(0.05)) {
      const amount = random.money(500, 8000);
      writer.add(date, amount, `ONLINE TRANSFER TO CHK ...${lastFours[1]} TRANSACTION#: ${random.int(1e9, 9e9)}`, 'debit', 1);
      writer.add(date, amount, `ONLINE TRANSFER FROM CHK ...${lastFours[0]} TRANSACTION#: ${random.int(1e9, 9e9)}`, 'credit', 2);
    }
  });
}

/** A debit card purchase as banks print it: the wording stays on every row, the merchant changes. */
const CARD_PURCHASE_TEXTS: ReadonlyArray<(vendor: string, store: number, date: string) => string> = [
  (vendor, store, date) => `POS PURCHASE ${vendor} #${store} ${date.slice(5)}`,
  (vendor, store, date) => `PURCHASE AUTHORIZED ON ${date.slice(5, 7)}/${date.slice(8, 10)} ${vendor} #${store} CARD 4417`,
  (vendor, store, date) => `CHECKCARD ${date.slice(5, 7)}${date.slice(8, 10)} ${vendor} ${store} 24431064`,
];

function writePosition(
  writer: LedgerWriter,
  days: readonly string[],
  name: string,
  laterName: string | null,
  options: GeneratorOptions,
  random: SeededRandom,
): TruthPosition {
  const style = random.pick<AchStyle>(['chase', 'bofa', 'wells', 'generic']);
  const frequency = random.chance(0.7) ? 'daily' : 'weekly';
  const account = random.int(1, options.accounts);
  const ids: number[] = [];
  const missed: string[] = [];
  const hasAdvance = random.chance(0.7);
  const startIndex = hasAdvance ? random.int(0, Math.floor(days.length * 0.4)) : 0;
  const endIndex = random.chance(0.2) ? random.int(Math.floor(days.length * 0.6), days.length - 10) : days.length - 1;
  const amount = frequency === 'daily' ? random.money(150, 900) : random.money(800, 4000);
  const pullDay = random.int(1, 5);
  if (hasAdvance) ids.push(writer.add(days[startIndex], Math.round(amount * random.int(60, 120)), achText(style, name, days[startIndex], 'FUNDING', random), 'credit', account));
  const window = days.slice(startIndex + (hasAdvance ? 1 : 0), endIndex + 1);
  const pullDays = frequency === 'daily' ? window : weeklyPullDays(window, pullDay);
  const misses = random.int(0, frequency === 'daily' ? 2 : 1);
  for (let miss = 0; miss < misses && pullDays.length > 6; miss++) {
    const index = random.int(2, pullDays.length - 3);
    if (!missed.includes(pullDays[index]) && !missed.includes(pullDays[index - 1]) && !missed.includes(pullDays[index + 1])) missed.push(pullDays[index]);
  }
  const holdbackStyle = frequency === 'daily' && random.chance(0.2);
  const switchDate = pullDays[Math.floor(pullDays.length / 2)] ?? '';
  for (const date of pullDays) {
    if (missed.includes(date)) continue;
    const pull = holdbackStyle ? amount * (0.7 + random.next() * 0.6) : amount;
    const company = laterName && date >= switchDate ? laterName : name;
    ids.push(writer.add(date, pull, achText(style, company, date, 'PAYMENT', random), 'debit', account));
  }
  return { name, laterName, holdbackStyle, transaction_ids: ids, frequency, missed: missed.sort(), inRegistry: false };
}

/** The pull weekday of each week, moved to the next business day when it is a holiday. */
function weeklyPullDays(window: readonly string[], pullDay: number): string[] {
  const inWindow = new Set(window);
  const pulls: string[] = [];
  for (let offset = 0; window.length > 0 && offset <= (Date.parse(window[window.length - 1]) - Date.parse(window[0])) / DAY_MS; offset++) {
    let date = dateAt(window[0], offset);
    if (weekday(date) !== pullDay) continue;
    while (!isBankBusinessDay(date)) date = dateAt(date, 1);
    if (inWindow.has(date)) pulls.push(date);
  }
  return pulls;
}

function businessDaysOf(start: string, months: number): string[] {
  const days: string[] = [];
  for (let offset = 0; offset < Math.round(months * 30.4375); offset++) {
    const date = dateAt(start, offset);
    if (isBankBusinessDay(date)) days.push(date);
  }
  return days;
}

/** A seeded synthetic Book: accounts, ordinary business, and 1 to `maxPositions` debt positions with ground truth. */
export function generateSyntheticLedger(seed: number, overrides: Partial<GeneratorOptions> = {}): SyntheticLedger {
  const options = { ...DEFAULTS, ...overrides };
  const random = new SeededRandom(seed);
  const start = `${random.int(2021, 2025)}-${String(random.int(1, 12)).padStart(2, '0')}-01`;
  const days = businessDaysOf(start, options.months);
  const period = { start, end: dateAt(start, Math.round(options.months * 30.4375) - 1) };
  const writer = new LedgerWriter();
  const accounts: Parsing.ParsedAccount[] = Array.from({ length: options.accounts }, (_value, index) => ({
    account_id: index + 1,
    account_number: `00098765${String(1234 + index * 1111).slice(-4)}`,
    account_name: 'Business checking',
    account_type: 'checking',
    bank_name: 'Chase',
    routing_number: null,
    business_name: 'Acme Pizza LLC',
  }));
  for (let account = 1; account <= options.accounts; account++) writeOperatingActivity(writer, days, account, options, random);
  const names = new Set<string>();
  const positionCount = random.int(1, options.maxPositions);
  while (names.size < positionCount) names.add(`${random.pick(LENDER_FIRST_WORDS)} ${random.pick(LENDER_SECOND_WORDS)}`);
  const truth = [...names].map((name) => {
    const laterName = random.chance(0.1) ? `${name.split(' ')[0].slice(0, 3)} ${random.pick(['SERVICING', 'RECOVERY', 'PMTS'])} LLC` : null;
    return writePosition(writer, days, name, laterName, options, random);
  });
  const registered = new Map<string, string>();
  for (const position of truth) {
    if (!random.chance(0.4)) continue;
    position.inRegistry = true;
    registered.set(position.name, `funder-${position.name.toLowerCase().replace(/\s+/g, '-')}`);
  }
  const registry: FunderLookup = {
    match(description) {
      const upper = description.toUpperCase();
      for (const [alias, funderId] of registered) if (upper.includes(alias)) return { funder_id: funderId, title: alias };
      return null;
    },
  };
  const transactions = [...writer.transactions].sort((a, b) => a.transaction_date.localeCompare(b.transaction_date) || a.transaction_id - b.transaction_id);
  return { seed, input: { accounts, transactions }, period, truth, registry };
}
