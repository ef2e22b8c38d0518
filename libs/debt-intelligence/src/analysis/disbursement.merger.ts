import { type Analytics } from '@uw/contracts';
import { businessDayDistance } from '../calendar/business-days';
import { roundMoney, sum } from './amount-statistics';
import { type Transaction } from './position-parts.model';

/** Credits this many business days apart or fewer are one advance split across accounts or days. */
export const SPLIT_ADVANCE_MAX_BUSINESS_DAYS = 1;

/**
 * Advances from the lender's credits: credits on the same or the next business day (in any of the
 * holder's accounts) are one advance paid out in parts, `is_merged`.
 */
export function mergeDisbursements(credits: readonly Transaction[], positionId: string): Analytics.Disbursement[] {
  const groups: Transaction[][] = [];
  for (const credit of credits) {
    const current = groups[groups.length - 1];
    if (current && businessDayDistance(current[0].transaction_date, credit.transaction_date) <= SPLIT_ADVANCE_MAX_BUSINESS_DAYS) {
      current.push(credit);
    } else {
      groups.push([credit]);
    }
  }
  return groups.map((group, index) => ({
    disbursement_id: `${positionId}_d${index + 1}`,
    transaction_ids: group.map((credit) => credit.transaction_id),
    date: group[0].transaction_date,
    amount: roundMoney(sum(group.map((credit) => credit.amount))),
    is_merged: group.length > 1,
  }));
}
