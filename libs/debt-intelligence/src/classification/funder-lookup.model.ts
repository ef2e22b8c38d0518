import type { LoanTag } from './loan-type.inference';

/** What the registry says of a description: the funder, and the loan type its registry entry implies. */
export interface FunderLookupMatch {
  funder_id: string;
  title: string;
  /** From the registry entry's type (an MCA funder, a factoring company, a lender); absent when unknown. */
  loan_type?: LoanTag | null;
}

/** Structural: any object with this method works (the funder registry matcher is built elsewhere). */
export interface FunderLookup {
  match(description: string): FunderLookupMatch | null;
}
