import { anchor, type DocumentProfile, support, WEIGHT } from '../marker.model';

/** A driver's license, state ID card or passport, usually a photo or a one-page scan. */
export const PHOTO_ID_PROFILE: DocumentProfile = {
  type: 'photo_id',
  formats: ['document', 'image'],
  usualMaxPages: 2,
  markers: [
    anchor(
      'identity document',
      WEIGHT.strong,
      /\bdriver'?s? licen[cs]e\b|\bdriving licen[cs]e\b|\bidentification card\b|\b(?:state )?id card\b|\bpassport\b|\breal id\b|\blearner'?s? permit\b/,
    ),
    anchor('licence number', WEIGHT.medium, /\b(?:dl|dln|lic) ?(?:no\.?|#)?\s*[a-z]?\d{5,}|\blicen[cs]e (?:no\.?|number|#)/),
    support('date of birth', WEIGHT.medium, /\bdob\b|\bdate of birth\b|\bbirth ?date\b/),
    support('expiry and issue dates', WEIGHT.weak, /\bexp(?:ires?|iration)?\b|\biss(?:ued?)?\b|\bdate of (?:issue|expiry|expiration)\b/),
    support('class and restrictions', WEIGHT.weak, /\bclass [a-z]\b|\bendorsements?\b|\brestr(?:ictions?)?\b|\bdonor\b/),
    support('physical description', WEIGHT.weak, /\b(?:sex|hgt|height|eyes|wgt|weight|hair)\b/),
    support('issuing authority', WEIGHT.weak, /\bdepartment of (?:motor vehicles|public safety|transportation|state)\b|\bdmv\b|\bmotor vehicle\b/),
    support('passport fields', WEIGHT.weak, /\bnationality\b|\bplace of birth\b|\bsurname\b|\bgiven names?\b|\bp<[a-z]{3}/),
  ],
};
