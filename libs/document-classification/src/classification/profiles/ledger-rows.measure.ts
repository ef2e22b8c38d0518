import { type ClassificationText } from '../classification-text';
import { type MeasuredEvidence } from '../marker.model';

/** Many dated amount rows: the body of a statement or an activity listing. None below 3, full from 15. */
export function ledgerRows(text: ClassificationText): MeasuredEvidence | null {
  const rows = text.datedAmountRows;
  if (rows < 3) return null;
  return { strength: Math.min(1, rows / 15), signal: `${rows} rows with a date and an amount` };
}
