/** A reading that never started: the document had already failed when its turn came. */
export class ReadingCancelled extends Error {
  constructor() {
    super('the document had already failed');
  }
}

/**
 * Runs at most `limit` of the tasks given it at once, the others in the order they came; a task whose turn
 * comes when `cancelled()` is not run (it rejects with `ReadingCancelled`). A finishing task hands its turn
 * straight to the first one waiting, so no task arriving meanwhile can take it.
 */
export function readingGate(limit: number, cancelled: () => boolean): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      if (cancelled()) throw new ReadingCancelled();
      return await task();
    } finally {
      release();
    }
  };
}
