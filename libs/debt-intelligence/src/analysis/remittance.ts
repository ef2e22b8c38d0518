import { type Analytics } from '@uw/contracts';

/** 260 business days a year over 12 months: the month used for monthly burden. */
export const BUSINESS_DAYS_PER_MONTH = 21.67;
export const BUSINESS_DAYS_PER_WEEK = 5;
/** Average calendar month, for turning the statement window into months of revenue. */
export const DAYS_PER_MONTH = 30.4375;

/** What one pull of a schedule costs per business day. */
export function dailyEquivalent(frequency: Analytics.PaymentFrequency, amount: number): number {
  switch (frequency) {
    case 'daily':
      return amount;
    case 'weekly':
      return amount / BUSINESS_DAYS_PER_WEEK;
    case 'monthly':
      return amount / BUSINESS_DAYS_PER_MONTH;
    case 'irregular':
      return amount;
  }
}
