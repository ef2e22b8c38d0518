import type { Documents } from '@uw/contracts';

/**
 * Recently read Books, held by their owning service. Every write through the repository invalidates
 * the entry here and on every other replica (see BookChangeBroadcaster). A read that started before a
 * write cannot put its older copy back: each key has a generation that invalidation bumps.
 */
export class BookReadCache {
  private readonly entries = new Map<string, { book: Documents.Book; expiresAt: number }>();
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(orgId: string, bookId: string): Documents.Book | undefined {
    const key = `${orgId}:${bookId}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Refresh recency: Map order is the eviction order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.book;
  }

  generation(bookId: string): number {
    return this.generations.get(bookId) ?? 0;
  }

  /** Stores a Book read at `generation`; dropped if the Book was written since that read began. */
  set(orgId: string, book: Documents.Book, generation: number): void {
    if (this.ttlMs === 0 || this.generation(book.id) !== generation) return;
    const key = `${orgId}:${book.id}`;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { book, expiresAt: this.now() + this.ttlMs });
  }

  invalidate(bookId: string): void {
    this.generations.set(bookId, this.generation(bookId) + 1);
    for (const key of this.entries.keys()) if (key.endsWith(`:${bookId}`)) this.entries.delete(key);
    if (this.generations.size > this.maxEntries * 4) this.generations.clear();
  }
}
