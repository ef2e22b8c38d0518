import { anchor, type DocumentProfile, support, WEIGHT } from '../marker.model';

/**
 * Aggregated account data from a bank-link provider: Plaid's Asset Report is the common shape, as JSON
 * (keys) or as its printable PDF (headings).
 */
export const BANKLINK_ASSET_REPORT_PROFILE: DocumentProfile = {
  type: 'banklink_asset_report',
  formats: ['json', 'document'],
  markers: [
    anchor('asset report', WEIGHT.strong, /\basset[ _]report(?:[ _](?:id|token))?\b/),
    anchor('report days requested', WEIGHT.medium, /\bdays[ _]requested\b|\bhistorical[ _]balances\b/),
    anchor('linked institution items', WEIGHT.medium, /"items"\s*:\s*\[|"institution_name"|"item_id"/),
    support('aggregator', WEIGHT.medium, /\bplaid\b|\bmx technologies\b|\bfinicity\b|\byodlee\b|\bdecision ?logic\b|\bocrolus\b/),
    support('account balances', WEIGHT.weak, /"balances"|"available"\s*:|"current"\s*:|\bavailable balance\b|\bcurrent balance\b/),
    support('accounts and transactions', WEIGHT.weak, /"accounts"\s*:|"transactions"\s*:|"account_id"/),
    support('report generation', WEIGHT.weak, /"date_generated"|\breport generated\b|\bdate generated\b/),
  ],
};
