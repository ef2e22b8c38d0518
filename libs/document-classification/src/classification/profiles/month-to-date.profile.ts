import { against, anchor, type DocumentProfile, support, WEIGHT } from '../marker.model';
import { ledgerRows } from './ledger-rows.measure';

/**
 * Account activity printed or exported from online banking before the period closes: transactions and
 * live balances (available, present, current), but no statement period and no closing balance.
 */
export const MONTH_TO_DATE_PROFILE: DocumentProfile = {
  type: 'month_to_date',
  formats: ['document', 'image'],
  markers: [
    anchor('printed from online banking', WEIGHT.strong, /\bprinted (?:from|on|via) (?!recycled)|\bprint date\b|\bexported (?:from|on)\b/),
    anchor(
      'activity listing',
      WEIGHT.medium,
      /\b(?:account|recent) activity\b|\btransaction (?:history|search|activity)\b|\bactivity (?:since|export|to date)\b|\b(?:pending|posted|recent) transactions\b|\bmonth[- ]to[- ]date\b|\bmtd\b/,
    ),
    anchor('live balance', WEIGHT.medium, /\b(?:available|present|current|collected) balance\b/),
    support('transaction filter', WEIGHT.weak, /\bshowing:? (?:all|\d+)\b|\bdate range\b|\bsearch results\b|\bfiltered by\b|\bas of (?:today|\d)/),
    support('pending items', WEIGHT.weak, /\bpending\b/),
    { weight: WEIGHT.strong, measure: ledgerRows },
    against('closing balance', WEIGHT.strong, /\b(?:ending|closing) (?:ledger |statement )?balance\b|\bbalance this statement\b/),
    against('statement period', WEIGHT.strong, /\bstatement (?:period|date|ending|closing date|cycle)\b/),
    against('opening balance', WEIGHT.medium, /\b(?:beginning|opening) (?:ledger |statement )?balance\b/),
  ],
};
