import { type SeededRandom } from '../random/seeded-random';

/** Who the statement is for: the names and counterparties a small business's account shows. */
export interface BusinessProfile {
  name: string;
  street: string;
  city: string;
  /** Card processors settling its sales. */
  processors: string[];
  /** Customers paying it by ACH. */
  customers: string[];
  payroll: string;
  /** Merchant cash advance and loan funders debiting it. */
  funders: FunderDebit[];
  /** Typical daily card sales, in dollars. */
  dailySales: number;
}

export interface FunderDebit {
  name: string;
  originatorId: string;
  cadence: 'daily' | 'weekly';
  amount: number;
}

const FIRST = ['BRIGHTSIDE', 'SUMMIT', 'RIVERBEND', 'BLUE HERON', 'GOLDEN STATE', 'IRONWOOD', 'MAPLE STREET', 'HARBOR', 'REDLINE', 'NORTHSTAR', 'CEDAR PARK', 'LAKESHORE'];
const TRADE = ['PLUMBING', 'AUTO REPAIR', 'DELI', 'LOGISTICS', 'DENTAL', 'ROOFING', 'BAKERY', 'FITNESS', 'LANDSCAPING', 'TRUCKING', 'PIZZA', 'ELECTRIC'];
const SUFFIX = ['LLC', 'INC', 'CORP', 'LLC', 'CO'];
const STREETS = ['1420 COMMERCE DR', '88 MARKET ST', '2301 INDUSTRIAL BLVD', '17 HARBOR WAY', '940 ELM AVE', '5120 ROUTE 9 STE 4'];
const CITIES = ['ATLANTA GA 30318', 'COLUMBUS OH 43215', 'TAMPA FL 33602', 'DALLAS TX 75201', 'FRESNO CA 93721', 'NEWARK NJ 07102'];
const PROCESSORS = ['SQUARE INC', 'STRIPE', 'CLOVER', 'SHOPIFY', 'TOAST INC', 'PAYPAL', 'WORLDPAY', 'HEARTLAND'];
const CUSTOMERS = ['ACME SUPPLY CO', 'CITY OF TAMPA', 'MERIDIAN HEALTH', 'SUNCOAST PROPERTIES', 'BLUE RIDGE FOODS', 'KEYSTONE BUILDERS'];
const PAYROLL = ['GUSTO', 'ADP WAGE PAY', 'PAYCHEX', 'INTUIT PAYROLL'];
const FUNDERS = ['ONDECK CAPITAL', 'KAPITUS', 'FORWARD FINANCING', 'CREDIBLY', 'LIBERTAS FUNDING', 'RAPID FINANCE', 'FUNDBOX', 'YELLOWSTONE CAP', 'BIZFUND LLC'];

export function pickBusiness(random: SeededRandom): BusinessProfile {
  const dailySales = random.pick([600, 1500, 3500, 8000]);
  const funderCount = random.int(0, 3);
  const funderNames = shuffle(random, FUNDERS).slice(0, funderCount);
  return {
    name: `${random.pick(FIRST)} ${random.pick(TRADE)} ${random.pick(SUFFIX)}`,
    street: random.pick(STREETS),
    city: random.pick(CITIES),
    processors: shuffle(random, PROCESSORS).slice(0, random.int(1, 2)),
    customers: shuffle(random, CUSTOMERS).slice(0, random.int(1, 4)),
    payroll: random.pick(PAYROLL),
    funders: funderNames.map((name) => {
      const cadence = random.chance(0.6) ? 'daily' : 'weekly';
      const base = cadence === 'daily' ? dailySales * 0.08 : dailySales * 0.4;
      return { name, originatorId: random.digits(10), cadence, amount: random.amount(base * 0.6, base * 1.4, random.chance(0.5) ? 1 : 0.01) };
    }),
    dailySales,
  };
}

function shuffle<T>(random: SeededRandom, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}
