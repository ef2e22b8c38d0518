import { anchor, type DocumentProfile, support, WEIGHT } from '../marker.model';

/** A broker's or funder's application ("ISO application"): the business, its owners and the ask. */
export const LOAN_APPLICATION_PROFILE: DocumentProfile = {
  type: 'loan_application_form',
  formats: ['document', 'image'],
  markers: [
    anchor(
      'application form',
      WEIGHT.strong,
      /\b(?:business|loan|funding|merchant|credit|financing|finance|advance|capital) application\b|\bapplication (?:for|form)\b|\bapply for\b/,
    ),
    anchor('requested amount', WEIGHT.medium, /\b(?:requested|request(?:ed)? funding|desired|loan|funding|advance) amount\b|\bamount (?:requested|of (?:funding|loan|advance))\b/),
    anchor('ownership percentage', WEIGHT.medium, /\bownership(?: ?%| percent(?:age)?)?\b|%\s*(?:of )?own(?:ed|ership)\b|\bpercent owned\b/),
    anchor('signature of applicant', WEIGHT.medium, /\b(?:signature of (?:applicant|owner|guarantor)|(?:applicant|owner|merchant)'?s? signature)\b/),
    support('legal business name', WEIGHT.medium, /\b(?:legal|corporate|registered) (?:business )?name\b|\bbusiness legal name\b/),
    support('DBA', WEIGHT.medium, /\bd\/?b\/?a\b|\bdoing business as\b/),
    support('tax id', WEIGHT.weak, /\b(?:federal )?tax id\b|\bf?ein\b|\btin\b/),
    support('entity type', WEIGHT.weak, /\b(?:entity|business|legal) (?:type|structure)\b|\btype of (?:entity|business)\b|\bsole propriet/),
    support('business start date', WEIGHT.weak, /\b(?:business )?start date\b|\bdate (?:business )?(?:started|established|incorporated)\b|\b(?:years|time) in business\b/),
    support('stated revenue', WEIGHT.weak, /\b(?:monthly|annual|yearly) (?:gross )?(?:revenue|sales)\b|\bgross (?:annual|monthly) sales\b/),
    support('industry', WEIGHT.weak, /\bindustry\b|\bnature of business\b|\bsic code\b|\bnaics\b/),
    support('owner details', WEIGHT.weak, /\b(?:date of birth|dob)\b|\bhome address\b|\bcell phone\b|\bcredit score\b/),
    support('use of funds', WEIGHT.weak, /\buse of (?:funds|proceeds)\b|\bpurpose of (?:loan|funds)\b/),
    support('authorisation to obtain credit', WEIGHT.weak, /\bauthori[sz]es? .{0,80}(?:credit|consumer report|verify)/),
  ],
};
