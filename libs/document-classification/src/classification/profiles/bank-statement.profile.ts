import { anchor, type DocumentProfile, support, WEIGHT } from '../marker.model';
import { ledgerRows } from './ledger-rows.measure';

/** A bank's periodic statement: a period, opening and closing balances, credits and debits in between. */
export const BANK_STATEMENT_PROFILE: DocumentProfile = {
  type: 'bank_statement',
  formats: ['document', 'image'],
  markers: [
    anchor(
      'opening balance',
      WEIGHT.strong,
      /\b(?:beginning|opening|starting|previous|prior) (?:ledger |statement |account )?balance\b|\bbalance (?:forward|brought forward|last statement)\b/,
    ),
    // A community bank's balances labelled only by their dates (`Balance 9/01/22`, `Balance 10/02/22`).
    anchor('balances by date', WEIGHT.medium, /(?:^|\n)\s*balance \d{1,2}\/\d{1,2}\/\d{2,4}\b/),
    anchor('closing balance', WEIGHT.strong, /\b(?:ending|closing|new) (?:ledger |statement |account )?balance\b|\bbalance this statement\b/),
    anchor(
      'statement period',
      WEIGHT.medium,
      /\bstatement (?:period|dates?|from|ending|closing date|cycle)\b|\b(?:account|bank|checking|savings|periodic) statement\b|\bstatement of (?:checking|savings)\b/,
    ),
    anchor(
      'deposits and credits',
      WEIGHT.medium,
      /\b(?:total )?deposits?(?: and | ?& ?| ?\/ ?)(?:other )?(?:credits|additions)\b|\btotal deposits\b|\bcredits this period\b|\bcredit transactions\b/,
    ),
    anchor(
      'withdrawals and debits',
      WEIGHT.medium,
      /\b(?:total )?withdrawals?(?: and | ?& ?| ?\/ ?)(?:other )?(?:debits|subtractions)\b|\bchecks (?:and|&) (?:other )?debits\b|\btotal withdrawals\b|\bdebits this period\b|\bdebit transactions\b/,
    ),
    anchor('daily balances', WEIGHT.medium, /\bdaily (?:ending |ledger |account )?balances?\b|\bending daily balance\b/),
    support('average or minimum balance', WEIGHT.weak, /\b(?:average|minimum|avg\.?) (?:daily |ledger |collected |monthly )?balance\b/),
    support('checks paid', WEIGHT.weak, /\bchecks? (?:paid|cleared)\b|\bcheck number\b/),
    support('service charges', WEIGHT.weak, /\bservice (?:fees?|charges?)\b|\bmonthly maintenance fee\b/),
    support('interest', WEIGHT.hint, /\binterest (?:paid|earned)\b|\bannual percentage yield\b/),
    support('account number', WEIGHT.weak, /\baccount (?:number|no\.?|#)/),
    support('deposit account kind', WEIGHT.weak, /\b(?:checking|savings|money market) account\b|\bbusiness (?:checking|savings)\b/),
    support('bank regulator notice', WEIGHT.weak, /\bmember fdic\b|\bncua\b|\bfederally insured\b|\bequal housing (?:lender|opportunity)\b/),
    support('overdraft or NSF', WEIGHT.hint, /\boverdraft\b|\bnsf\b|\binsufficient funds\b/),
    { weight: WEIGHT.strong, measure: ledgerRows },
  ],
};
