import { type ClassificationText } from './classification-text';
import { type ProfiledDocumentType } from './document-type.model';

/** How strongly (0 to 1) a measured feature is present, and how to say so. */
export interface MeasuredEvidence {
  strength: number;
  signal: string;
}

/**
 * One piece of evidence for (positive weight) or against (negative weight) a document type. A phrase
 * counts once however often it occurs; a measure scales its weight by the strength it reports.
 */
export type Marker =
  | { signal: string; weight: number; phrase: RegExp; anchor?: boolean }
  | { weight: number; measure: (text: ClassificationText) => MeasuredEvidence | null; anchor?: boolean };

/** The ways content reaches the classifier; a type can only come in some of them. */
export type ContentFormat = 'document' | 'image' | 'json';

export interface DocumentProfile {
  type: ProfiledDocumentType;
  /**
   * The evidence. At least one `anchor` must be present for the type to be considered at all: generic
   * evidence (ledger rows, "account number") supports a type but never makes one on its own.
   */
  markers: readonly Marker[];
  formats: readonly ContentFormat[];
  /** Longer files are unlikely to be this type (an ID card, a check); their score is halved. */
  usualMaxPages?: number;
}

/** Weights used across profiles, so their scales stay comparable. */
export const WEIGHT = Object.freeze({
  decisive: 4,
  strong: 3,
  medium: 2,
  weak: 1,
  hint: 0.5,
});

/** Evidence that can make a type on its own. */
export function anchor(signal: string, weight: number, phrase: RegExp): Marker {
  return { signal, weight, phrase, anchor: true };
}

/** Evidence that supports a type once an anchor is present. */
export function support(signal: string, weight: number, phrase: RegExp): Marker {
  return { signal, weight, phrase };
}

/** Evidence against a type: typical of a neighbouring type it is easily confused with. */
export function against(signal: string, weight: number, phrase: RegExp): Marker {
  return { signal, weight: -Math.abs(weight), phrase };
}
