import { anchor, type DocumentProfile, support, WEIGHT } from '../marker.model';

/**
 * Third-party verification: of deposits or accounts (VOD, bank verification), of the business (secretary
 * of state, KYB, TIN match) or of identity (KYC, watchlists).
 */
export const VERIFICATION_REPORT_PROFILE: DocumentProfile = {
  type: 'verification_report',
  formats: ['document', 'image'],
  markers: [
    anchor(
      'verification report',
      WEIGHT.strong,
      /\bverification (?:report|results?|summary|letter|request)\b|\bverification of (?:deposits?|employment|income|accounts?|business)\b|\b(?:bank|account|business|identity|employment|income|deposit) verification\b/,
    ),
    anchor('know your business', WEIGHT.medium, /\bkyb\b|\bkyc\b|\bknow your (?:business|customer)\b/),
    support('verified outcomes', WEIGHT.medium, /\b(?:verified|unverified|not verified|no match|matched|mismatch)\b/),
    support('verification', WEIGHT.weak, /\bverif(?:y|ied|ication)\b/),
    support('business registry', WEIGHT.weak, /\bsecretary of state\b|\bregistered agent\b|\bgood standing\b|\b(?:entity|filing) status\b/),
    support('watchlist screening', WEIGHT.medium, /\bofac\b|\bwatch ?lists?\b|\bsanctions?\b|\btin match\b|\bein match\b/),
    support('report details', WEIGHT.weak, /\breport (?:date|id|generated)\b|\brequest(?:ed)? (?:date|by|on)\b|\bdate verified\b/),
  ],
};
