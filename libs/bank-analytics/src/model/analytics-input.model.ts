import { type Analytics, type Parsing } from '@uw/contracts';

/** A document of the Book as the analytics service knows it. */
export interface AnalyticsDocument {
  document_id: string;
  document_name: string;
  document_type: string | null;
}

/** The organization's exclusion configuration, applied before anything is computed. */
export interface Exclusions {
  excluded_document_ids: string[];
  excluded_account_ids: number[];
  excluded_position_ids: string[];
  revenue_exclusion_tags: string[];
}

/** Position analysis is injected (it lives in another engine, @uw/debt-intelligence). */
export type PositionAnalyzer = (input: {
  positions: Parsing.LedgerPosition[];
  transactions: Parsing.ParsedTransaction[];
  true_revenue: number;
  period: { start: string; end: string };
  excluded_position_ids?: readonly string[];
}) => Analytics.DebtPosition[];

/** The few loan-application facts screening needs; every member may be unknown. */
export interface LoanApplicationFacts {
  business_name: string | null;
  business_start_date: string | null;
  ownership_pct: number | null;
  requested_amount: number | null;
  state_code: string | null;
  industry: string | null;
}

export interface BankHoliday {
  date: string;
  name: string;
}

export interface BookAnalyticsInput {
  documents: AnalyticsDocument[];
  /** As stored, possibly edited (tags, positions). */
  ledger: Parsing.McaParserResult;
  exclusions: Exclusions;
  low_balance_threshold: number | null;
  /** Empty: screening is disabled and `screening_result` is null. */
  screening_rules: Analytics.ScreeningRule[];
  loan_application: LoanApplicationFacts | null;
  /** YYYY-MM-DD: the frozen clock for the `days_since_*` metrics. */
  today: string;
  /** From the injected world; echoed as `bank_holidays`. */
  bank_holidays?: BankHoliday[];
}

export type StatementsViewInput = Omit<BookAnalyticsInput, 'exclusions' | 'screening_rules' | 'loan_application' | 'today'>;

export const NO_EXCLUSIONS: Exclusions = {
  excluded_document_ids: [],
  excluded_account_ids: [],
  excluded_position_ids: [],
  revenue_exclusion_tags: [],
};
