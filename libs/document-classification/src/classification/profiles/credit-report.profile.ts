import { anchor, type DocumentProfile, support, WEIGHT } from '../marker.model';

/** Consumer or business credit reports from a bureau or a reseller merging several bureaus. */
export const CREDIT_REPORT_PROFILE: DocumentProfile = {
  type: 'credit_report',
  formats: ['document', 'image'],
  markers: [
    anchor('credit report', WEIGHT.strong, /\bcredit (?:report|file|response|profile)\b|\bconsumer (?:credit )?report\b|\binfile\b|\btri-?merge\b/),
    anchor('Experian', WEIGHT.medium, /\bexperian\b/),
    anchor('Equifax', WEIGHT.medium, /\bequifax\b/),
    anchor('TransUnion', WEIGHT.medium, /\btrans ?union\b/),
    anchor('credit score', WEIGHT.medium, /\bfico\b|\bvantage ?score\b|\bcredit score\b|\bbeacon\b|\bempirica\b|\bscore factors?\b/),
    anchor('tradelines', WEIGHT.medium, /\btrade ?lines?\b|\btrade summary\b/),
    support('inquiries', WEIGHT.weak, /\binquir(?:y|ies)\b/),
    support('public records', WEIGHT.weak, /\bpublic records?\b|\bbankruptc(?:y|ies)\b/),
    support('derogatory items', WEIGHT.weak, /\bderogatory\b|\bcharge ?offs?\b|\bcollections?\b/),
    support('payment history', WEIGHT.weak, /\b(?:30|60|90) days(?: late)?\b|\bpast due\b|\bpayment history\b/),
    support('credit accounts', WEIGHT.weak, /\brevolving\b|\binstallment\b|\bhigh credit\b|\bcredit limit\b|\butilization\b/),
    support('Fair Credit Reporting Act', WEIGHT.medium, /\bfair credit reporting act\b|\bfcra\b/),
    support('bureaus', WEIGHT.weak, /\brepositor(?:y|ies)\b|\b(?:credit|reporting) (?:bureau|agency)\b/),
    support('ECOA', WEIGHT.hint, /\becoa\b/),
  ],
};
