import type { LookupAddress } from 'node:dns';
import { pinnedLookup } from './pinned-lookup';

const ADDRESSES = [
  { address: '2606:4700:4700::1111', family: 6 as const },
  { address: '93.184.215.14', family: 4 as const },
];

function ask(options: { all?: boolean; family?: number | 'IPv4' | 'IPv6' }) {
  return new Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number }>((resolve) => {
    pinnedLookup(ADDRESSES)('rebinding.example', options, (error, address, family) => resolve({ error, address, family }));
  });
}

describe('pinnedLookup', () => {
  it('answers the first validated address whatever the name, in the single-address form', async () => {
    await expect(ask({})).resolves.toEqual({ error: null, address: '2606:4700:4700::1111', family: 6 });
  });

  it('answers every validated address in the all form used by Happy Eyeballs', async () => {
    await expect(ask({ all: true })).resolves.toMatchObject({ error: null, address: ADDRESSES });
  });

  it('keeps to the family asked for, and fails rather than look further when it has none', async () => {
    await expect(ask({ family: 4 })).resolves.toEqual({ error: null, address: '93.184.215.14', family: 4 });
    await expect(ask({ family: 'IPv6', all: true })).resolves.toMatchObject({ address: [ADDRESSES[0]] });
    const onlyV4 = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      pinnedLookup([ADDRESSES[1]])('rebinding.example', { family: 6 }, (error) => resolve(error)),
    );
    expect(onlyV4?.code).toBe('ENOTFOUND');
  });
});
