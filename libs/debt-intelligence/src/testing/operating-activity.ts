import { addDays, daysBetween, weekdayOf } from '../calendar/iso-date';
import { type LedgerBuilder } from './ledger.builder';

/**
 * The ordinary business around the debt in a scenario: card settlements every business day, payroll
 * every other Friday, monthly rent and utilities, supplier checks. None of it is debt or a transfer.
 */
export function withOperatingActivity(builder: LedgerBuilder, account = 1): LedgerBuilder {
  const { start, end } = builder.period;
  builder.dailyCredits({
    from: start,
    to: end,
    account,
    amount: (index) => 1800 + ((index * 37) % 900),
    description: (_index, date) => `SQUARE INC DES:SQ${date.slice(2).replace(/-/g, '')} ID:T3X${date.slice(8)}Q INDN:ACME PIZZA LLC CO ID:9424300002 CCD`,
  });
  let payrollRun = 0;
  for (let offset = 0; offset <= daysBetween(start, end); offset++) {
    const date = addDays(start, offset);
    if (date.endsWith('-01')) {
      builder.debit(date, 4200, 'ONLINE PAYMENT TO MAPLE PROPERTIES RENT', account);
      builder.debit(addDays(date, 2), 612.4 + (offset % 50), 'CON ED OF NY DES:INTELL CK ID:A11 INDN:ACME PIZZA CO ID:CONED PPD', account);
    }
    if (weekdayOf(date) === 5 && offset % 14 < 7) {
      builder.debit(date, 6100 + ((payrollRun++ * 113) % 700), 'ADP WAGE PAY DES:WAGE PAY ID:7XQ INDN:ACME PIZZA LLC CO ID:9659605001 CCD', account);
    }
    if (weekdayOf(date) === 2) builder.debit(date, 700 + ((offset * 53) % 600), `CHECK ${1000 + offset}`, account);
  }
  return builder;
}
