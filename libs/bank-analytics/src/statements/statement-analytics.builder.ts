import { type Analytics } from '@uw/contracts';
import { maxDate, minDate, periodLabel } from '../calendar/calendar-date';
import { type StatementSlice } from '../ledger/book-ledger.model';
import { type AccountFigures, sliceFigures, sumFigures } from '../metrics/account-figures';
import { type AccountIdentity, COMBINED_NAME, toAccountMetrics, zeroedAccountMetrics } from '../metrics/account-metrics.mapper';
import { type AnalyticsDocument, type Exclusions } from '../model/analytics-input.model';

/** An included account statement with its figures, for the Book-level aggregates. */
export interface IncludedSlice {
  slice: StatementSlice;
  figures: AccountFigures;
}

export interface StatementsBreakdown {
  statements: Analytics.StatementAnalytics[];
  included: IncludedSlice[];
  /** COMBINED figures of each included document, in statement order. */
  combined: Array<{ period: string; figures: AccountFigures }>;
}

const accountIdentity = (slice: StatementSlice): AccountIdentity => ({
  account_id: slice.account.account_id,
  account_name: slice.account.account_name ?? '',
  account_number: slice.account.account_number,
  document_id: slice.documentId,
});

/**
 * One StatementAnalytics per document that holds ledger data, in date order: the COMBINED row (account 0)
 * first, then the included accounts. Excluded accounts are left out; an excluded document keeps its
 * period and name with zeroed rows.
 */
export function buildStatementAnalytics(
  slices: StatementSlice[],
  documents: AnalyticsDocument[],
  exclusions: Exclusions,
  thresholdCents: number | null,
): StatementsBreakdown {
  const documentById = new Map(documents.map((document) => [document.document_id, document]));
  const excludedDocuments = new Set(exclusions.excluded_document_ids);
  const excludedAccounts = new Set(exclusions.excluded_account_ids);
  const slicesByDocument = new Map<string, StatementSlice[]>();
  for (const slice of slices) {
    const list = slicesByDocument.get(slice.documentId) ?? [];
    list.push(slice);
    slicesByDocument.set(slice.documentId, list);
  }

  const ordered = [...slicesByDocument.entries()].map(([documentId, documentSlices]) => {
    const start = minDate(documentSlices.map((slice) => slice.start))!;
    const end = maxDate(documentSlices.map((slice) => slice.end))!;
    const name = documentById.get(documentId)?.document_name ?? documentId;
    return { documentId, documentSlices, start, end, name };
  });
  ordered.sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name) || a.documentId.localeCompare(b.documentId));

  const breakdown: StatementsBreakdown = { statements: [], included: [], combined: [] };
  for (const { documentId, documentSlices, start, end, name } of ordered) {
    const period = periodLabel(start, end);
    const accountSlices = documentSlices
      .filter((slice) => !excludedAccounts.has(slice.account.account_id))
      .sort((a, b) => a.account.account_id - b.account.account_id);
    const combinedIdentity: AccountIdentity = { account_id: 0, account_name: COMBINED_NAME, account_number: '', document_id: documentId };
    let accounts: Analytics.AccountStatementMetrics[];
    if (excludedDocuments.has(documentId)) {
      accounts = [combinedIdentity, ...accountSlices.map(accountIdentity)].map(zeroedAccountMetrics);
    } else {
      const parts = accountSlices.map((slice) => ({ slice, figures: sliceFigures(slice) }));
      const combined = sumFigures(parts.map((part) => part.figures));
      breakdown.included.push(...parts);
      if (parts.length > 0) breakdown.combined.push({ period, figures: combined });
      accounts = [
        toAccountMetrics(combinedIdentity, combined, thresholdCents),
        ...parts.map((part) => toAccountMetrics(accountIdentity(part.slice), part.figures, thresholdCents)),
      ];
    }
    breakdown.statements.push({
      document_id: documentId,
      document_ids: [documentId],
      document_name: name,
      document_type: documentById.get(documentId)?.document_type ?? null,
      statement_start_date: start,
      statement_end_date: end,
      statement_period: period,
      accounts,
    });
  }
  return breakdown;
}
