import { type ValueEvent } from '../layout/application-event.model';

const BY_PLACEMENT = { inline: 0.9, next_cell: 0.85, below: 0.8, below_guess: 0.6 } as const;

/** How sure the pairing of a value with its field is: by where it sat, lower for a bare label read by section. */
export function confidenceOf(event: ValueEvent, factor = 1): number {
  const generic = event.generic ? 0.85 : 1;
  return Math.round(BY_PLACEMENT[event.placement] * generic * factor * 100) / 100;
}

/** Fields set once: the first readable value wins, with its confidence. */
export class FirstReadings {
  readonly values = new Map<string, string | number>();
  readonly confidence = new Map<string, number>();

  set(path: string, value: string | number | null, confidence: number): void {
    if (value === null || this.values.has(path)) return;
    this.values.set(path, value);
    this.confidence.set(path, confidence);
  }

  text(path: string): string | null {
    const value = this.values.get(path);
    return typeof value === 'string' ? value : null;
  }

  number(path: string): number | null {
    const value = this.values.get(path);
    return typeof value === 'number' ? value : null;
  }
}
