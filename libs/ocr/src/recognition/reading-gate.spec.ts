import { ReadingCancelled, readingGate } from './reading-gate';

/** A task that finishes when told to, recording when it ran. */
function controlled(log: string[], name: string): { task: () => Promise<string>; finish: () => void } {
  let finish = (): void => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('readingGate', () => {
  it('runs at most its limit at once, the others in the order they came', async () => {
    const gate = readingGate(2, () => false);
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => controlled(log, name));
    const results = [a, b, c, d].map(({ task }) => gate(task));
    await settle();
    expect(log).toEqual(['start a', 'start b']);

    b.finish();
    await settle();
    // A task arriving as b hands over its turn waits behind c and d.
    const e = controlled(log, 'e');
    const late = gate(e.task);
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);

    [a, c, d, e].forEach(({ finish }) => finish());
    expect(await Promise.all([...results, late])).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(log.filter((entry) => entry.startsWith('start'))).toEqual(['start a', 'start b', 'start c', 'start d', 'start e']);
  });

  it('never starts the waiting task when a running one fails and its owner cancels in the task, before the turn passes', async () => {
    let failed = false;
    const gate = readingGate(1, () => failed);
    const log: string[] = [];
    const failing = gate(async () => {
      try {
        throw new Error('the document ran out of time');
      } catch (error) {
        failed = true;
        throw error;
      }
    });
    const waiting = gate(async () => {
      log.push('started');
      return 'read';
    });

    await expect(failing).rejects.toThrow('ran out of time');
    await expect(waiting).rejects.toBeInstanceOf(ReadingCancelled);
    expect(log).toEqual([]);
  });

  it('never starts a waiting task once cancelled, and frees the turn', async () => {
    let cancelled = false;
    const gate = readingGate(1, () => cancelled);
    const log: string[] = [];
    const first = controlled(log, 'first');
    const running = gate(first.task);
    const waiting = gate(controlled(log, 'waiting').task);
    await settle();

    cancelled = true;
    first.finish();
    await expect(running).resolves.toBe('first');
    await expect(waiting).rejects.toBeInstanceOf(ReadingCancelled);
    expect(log).toEqual(['start first', 'end first']);
    // The turn is free again: a task given after cancellation is refused at once, never left waiting.
    await expect(gate(async () => 'later')).rejects.toBeInstanceOf(ReadingCancelled);
  });
});
