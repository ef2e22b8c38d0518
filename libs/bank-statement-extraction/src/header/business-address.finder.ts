import { isBesideAddress, LINES_BESIDE_ADDRESS } from './account-identity.finder';

/** The account holder's mailing address as printed in the statement header (US format). */
export interface PrintedAddress {
  street_address: string;
  city: string;
  state_province: string;
  postal_code: string;
  country: string;
}

const STREET = /^(?:\d+[A-Z]?\s+[A-Z0-9 .'#-]+|P\.?\s*O\.?\s+BOX\s+\d+.*)$/i;
const CITY_STATE_ZIP = /^([A-Za-z][A-Za-z .'-]{1,40}?),?\s+([A-Z]{2})\s+(\d{5})(?:-\d{4})?$/;
const SUITE = /^(?:SUITE|STE|UNIT|APT|#)\s*[\w-]+$/i;
/** How far below the holder's name the address may start (a c/o or attention line can sit between). */
const NAME_TO_STREET_LINES = 3;
const HEADER_LINES = 120;

/**
 * Finds the street and city/state/ZIP lines under the business name in the first column of the header.
 * Only a block that follows the holder's name counts: without the name, the first address printed is as
 * likely the bank's own (remittance or customer-service address), so none is returned.
 */
export function findBusinessAddress(lines: readonly string[], businessName: string | null): PrintedAddress | null {
  const columns = lines.slice(0, HEADER_LINES).map((line) => line.split(/\s{2,}/)[0].trim());
  const nameAt = businessName ? columns.findIndex((column) => column === businessName) : -1;
  if (nameAt < 0) return null;
  const from = nameAt + 1;
  const to = Math.min(columns.length, from + NAME_TO_STREET_LINES);
  for (let index = from; index < to; index += 1) {
    if (!STREET.test(columns[index]) || CITY_STATE_ZIP.test(columns[index])) continue;
    let next = index + 1;
    let street = columns[index];
    if (SUITE.test(columns[next] ?? '')) street = `${street} ${columns[next++]}`;
    // A line of a column printed beside the address (customer service) may sit between street and city.
    for (let skipped = 0; skipped < LINES_BESIDE_ADDRESS && next < columns.length && !CITY_STATE_ZIP.test(columns[next]) && isBesideAddress(columns[next]); skipped += 1) next += 1;
    const place = CITY_STATE_ZIP.exec(columns[next] ?? '');
    if (place) return { street_address: street, city: place[1].trim(), state_province: place[2], postal_code: place[3], country: 'US' };
  }
  return null;
}
