import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { LedgerBuilder } from '../testing/ledger.builder';

const SETTLEMENTS = [
  'SQUARE INC DES:SQ240603 ID:T3X03Q INDN:ACME PIZZA LLC CO ID:9424300002 CCD',
  'ORIG CO NAME:STRIPE ORIG ID:4270465600 DESC DATE:240603 CO ENTRY DESCR:TRANSFER SEC:CCD TRACE#:111000021234567',
  'SHOPIFY DES:TRANSFER ID:ST-A1B2 INDN:ACME PIZZA LLC CO ID:1800948598 CCD',
  'CLOVER APP MARKET DEP 240603',
  'FIRST DATA DES:MERCH DEP ID:4445098 INDN:ACME PIZZA CO ID:1411911007 CCD',
  'TOAST INC DES:DEP ID:88123 INDN:ACME PIZZA CO ID:1463002 CCD',
  'HEARTLAND PAYMENT DES:TXNS/FEES ID:650000009 CCD',
  'WORLDPAY DES:DEPOSIT ID:3321 INDN:ACME PIZZA CCD',
  'PAYPAL DES:TRANSFER ID:1038475 INDN:ACME PIZZA LLC CO ID:PAYPALSI77 WEB',
  'BANKCARD 8076 DES:MTOT DEP ID:518089120 INDN:ACME PIZZA CO ID:1000000001 CCD',
  'BNKCD DEP 240603 5180891200',
  'MERCH DEP 240603 ELAVON',
];

describe('card processor settlements are payment processor deposits and count as revenue', () => {
  freezeClock();
  const ledger = new LedgerBuilder({ start: '2024-06-03', end: '2024-06-28' });
  SETTLEMENTS.forEach((text, index) => ledger.credit('2024-06-03', 1000 + index, text));
  ledger.debit('2024-06-04', 42.1, 'STRIPE DES:FEES ID:ST-9 INDN:ACME PIZZA LLC CCD');
  const { transactions, trueRevenue } = analyzeLedger(ledger);

  it.each(SETTLEMENTS)('%s', (text) => {
    expect(transactions.find((transaction) => transaction.description === text)?.tag).toEqual(['payment_processor', 'true_revenue']);
  });

  it('sums them into true revenue', () => {
    expect(trueRevenue).toBe(SETTLEMENTS.reduce((total, _text, index) => total + 1000 + index, 0));
  });

  it('does not call a processor fee debit a deposit', () => {
    expect(transactions.find((transaction) => transaction.transaction_type === 'debit')?.tag).toEqual(['untagged']);
  });
});
