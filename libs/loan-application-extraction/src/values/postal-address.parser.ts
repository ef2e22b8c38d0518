import { readStateCode } from './us-state.parser';

export interface PostalAddressParts {
  street: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
}

const EMPTY: PostalAddressParts = { street: null, city: null, state: null, postal_code: null };

/**
 * Splits a written address: "12 Elm St, Austin, TX 78701" into street, city, state and ZIP;
 * "Austin, TX 78701" (a city/state/ZIP line) into the last three. Without commas the city cannot be
 * told from the street, so what precedes the state stays the street.
 */
export function readPostalAddress(raw: string, withStreet: boolean): PostalAddressParts {
  const text = raw.replace(/\s{2,}/g, ', ').replace(/\s+/g, ' ').trim();
  if (text.length === 0) return EMPTY;
  const tail = /,?\s*([A-Za-z][A-Za-z .]*?)\.?,?\s+(\d{5}(?:-\d{4})?)$/.exec(text);
  let rest = text;
  let state: string | null = null;
  let postal: string | null = null;
  if (tail) {
    const words = tail[1]!.trim().split(' ');
    // The state is the last word (TX) or the last two or three (New York, District of Columbia).
    for (const take of [3, 2, 1]) {
      const candidate = words.slice(-take).join(' ');
      const code = words.length >= take ? readStateCode(candidate) : null;
      if (code) {
        state = code;
        postal = tail[2]!;
        rest = `${text.slice(0, tail.index)} ${words.slice(0, -take).join(' ')}`.trim().replace(/,$/, '');
        break;
      }
    }
  } else {
    const stateOnly = /,\s*([A-Za-z]{2})$/.exec(text);
    const code = stateOnly ? readStateCode(stateOnly[1]!) : null;
    if (stateOnly && code) {
      state = code;
      rest = text.slice(0, stateOnly.index);
    }
  }
  const parts = rest.split(',').map((part) => part.trim()).filter(Boolean);
  if (!withStreet) return { street: null, city: parts.join(', ') || null, state, postal_code: postal };
  if (parts.length >= 2 && state !== null) {
    return { street: parts.slice(0, -1).join(', '), city: parts[parts.length - 1]!, state, postal_code: postal };
  }
  return { street: parts.join(', ') || null, city: null, state, postal_code: postal };
}
