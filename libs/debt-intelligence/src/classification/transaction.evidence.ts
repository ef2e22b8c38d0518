import { type Edits, type Parsing } from '@uw/contracts';

export type TransactionTag = Edits.TransactionTag;

/** What the classifier knows about one transaction while it works; dropped once tags are final. */
export interface TransactionEvidence {
  readonly transaction: Parsing.ParsedTransaction;
  readonly upper: string;
  readonly counterparty: string;
  readonly funder: { funder_id: string; title: string } | null;
  readonly dayNumber: number;
  tags: Set<TransactionTag>;
  /** Tagged as a loan from wording alone on a credit: kept only if the relationship is confirmed. */
  provisionalLoanCredit: boolean;
}
