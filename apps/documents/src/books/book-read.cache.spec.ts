import type { Documents } from '@uw/contracts';
import { BookReadCache } from './book-read.cache';

const book = (id: string, name = 'Acme'): Documents.Book =>
  ({ id, name, parse_status: 'new' }) as Documents.Book;

describe('BookReadCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 0));

  it('serves a Book only to its own organization', () => {
    const cache = new BookReadCache(1_000, 10, now);
    cache.set('org-a', book('b1'), cache.generation('b1'));
    expect(cache.get('org-a', 'b1')?.name).toBe('Acme');
    expect(cache.get('org-b', 'b1')).toBeUndefined();
  });

  it('drops a Book on invalidation and refuses the copy of a read that raced the write', () => {
    const cache = new BookReadCache(1_000, 10, now);
    const readStartedAt = cache.generation('b1');
    cache.invalidate('b1'); // a write lands while the read is in flight
    cache.set('org-a', book('b1', 'stale'), readStartedAt);
    expect(cache.get('org-a', 'b1')).toBeUndefined();
    cache.set('org-a', book('b1', 'fresh'), cache.generation('b1'));
    expect(cache.get('org-a', 'b1')?.name).toBe('fresh');
  });

  it('expires entries and evicts the least recently read when full', () => {
    const cache = new BookReadCache(100, 2, now);
    cache.set('o', book('b1'), 0);
    cache.set('o', book('b2'), 0);
    cache.get('o', 'b1');
    cache.set('o', book('b3'), 0);
    expect(cache.get('o', 'b2')).toBeUndefined();
    expect(cache.get('o', 'b1')).toBeDefined();
    clock = 100;
    expect(cache.get('o', 'b1')).toBeUndefined();
  });
});
