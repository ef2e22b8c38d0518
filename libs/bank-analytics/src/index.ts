import { type Analytics } from '@uw/contracts';

export { computeBookAnalytics } from './book-analytics.calculator';
export { buildStatementsView } from './view/statements-view.builder';
export { renderAnalyticsCsv, type CsvTableFormat } from './export/analytics-csv.renderer';
export { evaluateScreening } from './screening/screening.evaluator';
export { normaliseCounterparty } from './book/counterparty-clusters';
export {
  NO_EXCLUSIONS,
  type AnalyticsDocument,
  type BankHoliday,
  type BookAnalyticsInput,
  type Exclusions,
  type LoanApplicationFacts,
  type PositionAnalyzer,
  type StatementsViewInput,
} from './model/analytics-input.model';

/** The rule format lives in the contracts (`Analytics.ScreeningRule`); named here for callers of `evaluateScreening`. */
export type ScreeningRule = Analytics.ScreeningRule;
