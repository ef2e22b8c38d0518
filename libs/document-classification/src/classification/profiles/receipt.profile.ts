import { anchor, type DocumentProfile, support, WEIGHT } from '../marker.model';

/** Proof of a purchase or a payment: a till slip, an emailed receipt, a payment confirmation. */
export const RECEIPT_PROFILE: DocumentProfile = {
  type: 'receipt',
  formats: ['document', 'image'],
  usualMaxPages: 3,
  markers: [
    anchor(
      'receipt',
      WEIGHT.strong,
      /\b(?:sales|payment|purchase|customer|transaction|cash|donation|rent|deposit) receipt\b|\breceipt (?:no\.?|number|#|date|for)\b|^(?:your )?receipt$/m,
    ),
    anchor('thanks for the purchase', WEIGHT.medium, /\bthank you for (?:your )?(?:purchase|payment|order|shopping|business)\b|\bthanks for (?:your )?(?:purchase|order|shopping)\b/),
    anchor('payment confirmation', WEIGHT.medium, /\bpayment (?:confirmation|received|successful)\b|\bamount paid\b|\bpaid in full\b/),
    support('subtotal', WEIGHT.medium, /\bsub-? ?total\b/),
    support('cash tendered', WEIGHT.medium, /\b(?:cash )?tendered\b|\bchange due\b/),
    support('sales tax', WEIGHT.weak, /\b(?:sales )?tax\b/),
    support('card ending', WEIGHT.weak, /\b(?:visa|mastercard|amex|american express|discover)\b|\bcard (?:ending|number)\b|[x*]{4,} ?\d{4}\b/),
    support('authorisation code', WEIGHT.weak, /\b(?:auth(?:ori[sz]ation)?|approval) (?:code|no\.?|#)|\btransaction (?:id|#|number)\b|\border (?:no\.?|number|#)/),
    support('items', WEIGHT.weak, /\bqty\b|\bquantity\b|\bunit price\b|\bitem(?:s)?\b/),
    support('total', WEIGHT.hint, /\btotal\b/),
  ],
};
