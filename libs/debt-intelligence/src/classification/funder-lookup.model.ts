/** Structural: any object with this method works (the funder registry matcher is built elsewhere). */
export interface FunderLookup {
  match(description: string): { funder_id: string; title: string } | null;
}
