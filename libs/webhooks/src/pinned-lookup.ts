import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { ValidatedAddress } from './webhook-url.guard';

/**
 * A `lookup` for node:net that answers only with addresses the guard already validated, so a second DNS
 * answer (rebinding) can never steer the connection elsewhere. Handles both the single-address form and
 * the `all: true` form that Happy Eyeballs (autoSelectFamily) asks for.
 */
export function pinnedLookup(addresses: readonly ValidatedAddress[]): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    const wanted = familyNumber(options.family);
    const candidates: LookupAddress[] = addresses
      .filter((entry) => wanted === 0 || entry.family === wanted)
      .map(({ address, family }) => ({ address, family }));
    if (candidates.length === 0) {
      const error: NodeJS.ErrnoException = new Error(`No validated IPv${wanted} address for ${hostname}`);
      error.code = 'ENOTFOUND';
      callback(error, '', 0);
      return;
    }
    if (options.all) callback(null, candidates);
    else callback(null, candidates[0].address, candidates[0].family);
  };
}

function familyNumber(family: LookupOptions['family']): 0 | 4 | 6 {
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return 0;
}
