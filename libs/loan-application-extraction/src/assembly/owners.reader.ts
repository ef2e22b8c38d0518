import { type ApplicationEvent, type ValueEvent } from '../layout/application-event.model';
import { type LoanApplicationOwner } from '../model/loan-application.schema';
import { readSsnLastFour } from '../values/identifier.parser';
import { readPercent } from '../values/money.parser';
import { readPostalAddress } from '../values/postal-address.parser';
import { readPersonName, readShortText } from '../values/text-value.cleaner';
import { readPostalCode, readStateCode } from '../values/us-state.parser';
import { confidenceOf, FirstReadings } from './field-confidence';

/** Owner fields a value can fill; several of them make up the home address. */
type OwnerSlot = 'name' | 'first' | 'last' | 'title' | 'ownership_pct' | 'ssn_last4' | 'home_street' | 'home_city' | 'home_state' | 'home_zip' | 'home_place';

export interface ReadOwner {
  owner: LoanApplicationOwner;
  confidence: Record<string, number>;
}

/**
 * Gathers owner values into owners. An owner is named by its number ("Owner 2 Name", "Owner #2"
 * heading), by its column when a line (or a table under a line of labels) holds several owners, and
 * otherwise by order: a field already filled for the current owner starts the next one.
 */
export function readOwners(events: readonly ApplicationEvent[]): ReadOwner[] {
  const owners: FirstReadings[] = [];
  const ownerAt = (index: number) => {
    while (owners.length <= index) owners.push(new FirstReadings());
    return owners[index]!;
  };
  let current = -1;
  let columnOwners: number[] | null = null;

  for (const cluster of clusters(events)) {
    if (cluster.kind === 'section') {
      if (cluster.scope === 'owner' && cluster.ownerNumber !== null) current = cluster.ownerNumber - 1;
      else if (cluster.scope === 'owner' && cluster.newOwner) current = owners.length;
      columnOwners = null;
      continue;
    }
    const values = cluster.values.flatMap((event) => {
      const slot = slotOf(event);
      return slot === null ? [] : [{ event, slot }];
    });
    const width = Math.max(0, ...values.map(({ event }) => event.column + 1));
    if (width > 1) {
      const numbered = values.filter(({ event }) => event.ownerNumber !== null);
      const reusable = columnOwners !== null && columnOwners.length >= width && values.every(({ event, slot }) => !ownerAt(columnOwners![event.column]!).values.has(slot));
      if (numbered.length > 0) {
        columnOwners = Array.from({ length: width }, (_, column) => {
          const named = numbered.find(({ event }) => event.column === column);
          return named ? named.event.ownerNumber! - 1 : current + 1 + column;
        });
      } else if (!reusable) {
        const start = current >= 0 && owners[current]!.values.size === 0 ? current : owners.length;
        columnOwners = Array.from({ length: width }, (_, column) => start + column);
      }
      for (const { event, slot } of values) record(ownerAt(columnOwners![event.column]!), slot, event);
      current = Math.max(...columnOwners!);
      continue;
    }
    for (const { event, slot } of values) {
      let index = event.ownerNumber !== null ? event.ownerNumber - 1 : Math.max(current, 0);
      if (event.ownerNumber === null) while (ownerAt(index).values.has(slot)) index++;
      record(ownerAt(index), slot, event);
      current = index;
    }
  }
  return owners.filter((owner) => owner.values.size > 0).map(toOwner);
}

type Cluster = Extract<ApplicationEvent, { kind: 'section' }> | { kind: 'values'; values: ValueEvent[] };

function clusters(events: readonly ApplicationEvent[]): Cluster[] {
  const result: Cluster[] = [];
  for (const event of events) {
    if (event.kind === 'section') {
      result.push(event);
      continue;
    }
    if (event.scope !== 'owner') continue;
    const last = result[result.length - 1];
    if (last?.kind === 'values' && last.values[0]!.cluster === event.cluster) last.values.push(event);
    else result.push({ kind: 'values', values: [event] });
  }
  return result;
}

function slotOf(event: ValueEvent): OwnerSlot | null {
  switch (event.field) {
    case 'owner_name':
    case 'name':
      return 'name';
    case 'owner_first_name':
      return 'first';
    case 'owner_last_name':
      return 'last';
    case 'owner_title':
      return 'title';
    case 'ownership_pct':
      return 'ownership_pct';
    case 'ssn':
      return 'ssn_last4';
    case 'home_address':
    case 'street':
      return 'home_street';
    case 'city':
      return 'home_city';
    case 'state':
      return 'home_state';
    case 'postal_code':
      return 'home_zip';
    case 'city_state_zip':
      return 'home_place';
    default:
      return null;
  }
}

function record(owner: FirstReadings, slot: OwnerSlot, event: ValueEvent): void {
  const raw = event.raw;
  const confidence = confidenceOf(event);
  switch (slot) {
    case 'name':
    case 'first':
    case 'last':
      return owner.set(slot, readPersonName(raw), confidence);
    case 'title':
      return owner.set(slot, readShortText(raw, 5), confidence);
    case 'ownership_pct':
      return owner.set(slot, readPercent(raw), confidence);
    case 'ssn_last4':
      return owner.set(slot, readSsnLastFour(raw), confidence);
    case 'home_city':
      return owner.set(slot, readShortText(raw, 4), confidence);
    case 'home_state':
      return owner.set(slot, readStateCode(raw), confidence);
    case 'home_zip':
      return owner.set(slot, readPostalCode(raw), confidence);
    case 'home_street':
    case 'home_place':
      return owner.set(slot, readShortText(raw, 16), confidence);
  }
}

function toOwner(readings: FirstReadings): ReadOwner {
  const joined = [readings.text('first'), readings.text('last')].filter(Boolean).join(' ');
  const name = readings.text('name') ?? (joined || null);
  const nameConfidence = readings.confidence.get('name') ?? readings.confidence.get('first') ?? readings.confidence.get('last');
  const home = homeAddress(readings);
  const confidence: Record<string, number> = {};
  const put = (key: string, value: number | undefined) => {
    if (value !== undefined) confidence[key] = value;
  };
  put('name', name === null ? undefined : nameConfidence);
  put('title', readings.confidence.get('title'));
  put('ownership_pct', readings.confidence.get('ownership_pct'));
  put('ssn_last4', readings.confidence.get('ssn_last4'));
  put('home_address', home === null ? undefined : (readings.confidence.get('home_street') ?? readings.confidence.get('home_place')));
  return {
    owner: {
      name,
      title: readings.text('title'),
      ownership_pct: readings.number('ownership_pct'),
      ssn_last4: readings.text('ssn_last4'),
      home_address: home,
    },
    confidence,
  };
}

/** "12 Elm St, Austin, TX 78701" from a whole written address or from its street, city, state and ZIP. */
function homeAddress(readings: FirstReadings): string | null {
  const street = readings.text('home_street');
  const place = readings.text('home_place');
  const city = readings.text('home_city');
  const stateZip = [readings.text('home_state'), readings.text('home_zip')].filter(Boolean).join(' ');
  if (street === null && place === null) return null;
  if (place !== null) return [street, place].filter(Boolean).join(', ');
  const parsed = readPostalAddress(street ?? '', true);
  if (parsed.state !== null || (city === null && stateZip === '')) return street;
  return [street, city, stateZip || null].filter(Boolean).join(', ');
}
