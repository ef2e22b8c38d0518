import { type FieldKey } from '../labels/field-label.catalog';

/** How a value was found relative to its label; the further away, the less certain the pairing. */
export type ValuePlacement = 'inline' | 'next_cell' | 'below' | 'below_guess';

/** What the reader saw, in reading order: a section heading, or a labelled value. */
export type ApplicationEvent =
  | { kind: 'section'; scope: 'business' | 'owner'; ownerNumber: number | null; newOwner: boolean }
  | {
      kind: 'value';
      field: FieldKey;
      /** Whose value it is, the section in force deciding for a bare "Address" or "Name". */
      scope: 'business' | 'owner';
      /** The label was a bare one ("Name", "Address"): its owner is inferred from the section. */
      generic: boolean;
      raw: string;
      placement: ValuePlacement;
      ownerNumber: number | null;
      /** Values of one line, or of one table under a line of labels, share a cluster... */
      cluster: number;
      /** ...and the n-th value of the same field in a cluster is in its n-th column (or row). */
      column: number;
    };

export type ValueEvent = Extract<ApplicationEvent, { kind: 'value' }>;
