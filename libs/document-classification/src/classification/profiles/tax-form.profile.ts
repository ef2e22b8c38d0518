import { anchor, type DocumentProfile, support, WEIGHT } from '../marker.model';

/** IRS returns and schedules: individual, partnership and corporate forms and their attachments. */
export const TAX_FORM_PROFILE: DocumentProfile = {
  type: 'tax_form',
  formats: ['document', 'image'],
  markers: [
    anchor(
      'IRS form number',
      WEIGHT.decisive,
      /\bform (?:1040(?:-?sr|-?nr|-?x)?|1120(?:-?s)?|1065|1041|w-?2|1099(?:-[a-z]+)?|941|940|4562|8825|4797|8879)\b|\b1040-sr\b|\b1120-s\b/,
    ),
    anchor('IRS schedule', WEIGHT.strong, /\bschedule (?:c|e|k-1|se|1|2|3|a|b|d|f|l|m-1|m-2)\b/),
    anchor('Department of the Treasury', WEIGHT.medium, /\bdepartment of the treasury\b/),
    anchor('Internal Revenue Service', WEIGHT.medium, /\binternal revenue service\b|\birs\.gov\b/),
    anchor('income tax return', WEIGHT.strong, /\b(?:u\.s\. )?(?:individual |corporation |partnership )?income tax return\b|\breturn of partnership income\b/),
    support('OMB number', WEIGHT.weak, /\bomb no\.? ?1545\b/),
    support('tax year', WEIGHT.weak, /\b(?:tax|calendar) year\b/),
    support('filing status', WEIGHT.weak, /\bfiling status\b/),
    support('income lines', WEIGHT.weak, /\badjusted gross income\b|\btaxable income\b|\bgross receipts or sales\b|\bordinary business income\b/),
    support('deductions and credits', WEIGHT.weak, /\bstandard deduction\b|\bitemized deductions\b|\btax credits?\b|\bestimated tax payments\b/),
    support('profit or loss', WEIGHT.weak, /\bprofit or (?:\(?loss\)?)\b|\bnet (?:profit|loss|income) \(?or \(?loss\)?\b/),
    support('form instructions', WEIGHT.weak, /\battach to form\b|\bsee (?:separate )?instructions\b|\bpaperwork reduction act\b/),
    support('taxpayer identifiers', WEIGHT.hint, /\bsocial security number\b|\bemployer identification number\b|\b(?:ssn|ein|tin)\b/),
  ],
};
