import { BookAnalytics } from '../../analytics/book-analytics.schema';
import { BookIdParams } from '../../documents/book.schema';
import { SimpleAccountList } from '../../statements/simple-account.schema';
import { TaxCashFlowAnalysis } from '../../tax/tax-cash-flow-analysis.schema';
import { AnalyticsSettings } from '../../analytics/analytics-settings.schema';
import { ScreeningRuleSet } from '../../analytics/screening-rule.schema';
import type { ApiRoute } from '../api-route';

/** 400: not parsed yet or lacking the data; 403: token cannot access the Book; 404: not in the organization. */
const ANALYTICS_ERRORS = [400, 403, 404];

export const analyticsRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/books/{book_id}/analytics',
    summary: 'Bank-statement analytics of a Book',
    description:
      "Needs `parse_status` `completed` with bank statement or bank-link data. Applies the organization's " +
      'exclusions and reflects underwriting edits immediately.',
    tags: ['Analytics'],
    access: 'read',
    params: BookIdParams,
    response: { status: 200, description: 'Analytics', schema: BookAnalytics },
    errors: ANALYTICS_ERRORS,
  },
  {
    method: 'get',
    path: '/books/{book_id}/statements',
    summary: 'Account-first statement view',
    description: "Organized by account; ignores the organization's exclusions (every document and account included).",
    tags: ['Analytics'],
    access: 'read',
    params: BookIdParams,
    response: { status: 200, description: 'Accounts with their statements', schema: SimpleAccountList },
    errors: ANALYTICS_ERRORS,
  },
  {
    method: 'get',
    path: '/books/{book_id}/tax-analytics',
    summary: 'Qualifying-income analysis of the parsed tax forms',
    tags: ['Analytics'],
    access: 'read',
    params: BookIdParams,
    response: { status: 200, description: 'Tax cash-flow analysis', schema: TaxCashFlowAnalysis },
    errors: ANALYTICS_ERRORS,
  },
  {
    method: 'get',
    path: '/screening-rules',
    summary: "The organization's screening rules",
    tags: ['Screening'],
    access: 'read',
    response: { status: 200, description: 'Rules, in evaluation order', schema: ScreeningRuleSet },
  },
  {
    method: 'put',
    path: '/screening-rules',
    summary: "Replace the organization's screening rules",
    description: 'The whole list is replaced. An unknown metric variable or a malformed equation is refused (422) and nothing changes. See docs/screening-rules.md.',
    tags: ['Screening'],
    access: 'write',
    body: { kind: 'json', schema: ScreeningRuleSet },
    response: { status: 200, description: 'The stored rules', schema: ScreeningRuleSet },
  },
  {
    method: 'get',
    path: '/analytics-settings',
    summary: "The organization's analytics settings",
    tags: ['Analytics'],
    access: 'read',
    response: { status: 200, description: 'Settings', schema: AnalyticsSettings },
  },
  {
    method: 'put',
    path: '/analytics-settings',
    summary: "Replace the organization's analytics settings",
    tags: ['Analytics'],
    access: 'write',
    body: { kind: 'json', schema: AnalyticsSettings },
    response: { status: 200, description: 'The stored settings', schema: AnalyticsSettings },
  },
];
