import { withoutStrayTokens } from './stray-token.remover';

describe('withoutStrayTokens', () => {
  it('drops a short word in small letters ending a description of a statement printed in capitals, and marks no bank prints alone', () => {
    const read = [
      'PURCHASE AUTHORIZED ON 02/26 USPS PO 1234 COLUMBUS OH CARD 1091 si',
      'COMCAST BUSINESS DES:BILL PAY ID:154117292 CO ID:8814983029 PPD it',
      'PURCHASE AUTHORIZED ON 04/20 STAPLES 00123 COLUMBUS OH CARD 2059 ?',
      'ZELLE PAYMENT TO LANDMARK REALTY RENT CONF# 73153828 — BLUE',
    ];

    expect(withoutStrayTokens(read)).toEqual([
      'PURCHASE AUTHORIZED ON 02/26 USPS PO 1234 COLUMBUS OH CARD 1091',
      'COMCAST BUSINESS DES:BILL PAY ID:154117292 CO ID:8814983029 PPD',
      'PURCHASE AUTHORIZED ON 04/20 STAPLES 00123 COLUMBUS OH CARD 2059',
      'ZELLE PAYMENT TO LANDMARK REALTY RENT CONF# 73153828 BLUE',
    ]);
  });

  it('keeps every word of a statement that prints small letters, and the marks banks print as words', () => {
    const printout = ['Zelle payment to John Smith on 05/02', 'ACH debit', 'Card purchase at Joe s Deli'];
    // A bar may be an I or a 1 read so; quotes belong to a memo (found in review).
    const marks = ['A & B PLUMBING', 'SQ * COFFEE SHOP', 'ONLINE PAYMENT - THANK YOU', 'CHECK # 1001', 'TRANSFER TO SAV / 1234', 'ZELLE TO ERIN O ’ BRIEN FOR "?"', 'JOHN | SMITH'];

    // Mostly capitals, with a type column in small letters: its short words are the bank's too.
    const typed = ['ZELLE PAYMENT TO JOHN SMITH ACH debit', 'ONLINE TRANSFER to SAVINGS 1234 ACH debit', 'PURCHASE AUTHORIZED ON 05/02 SHELL OIL Card'];

    expect(withoutStrayTokens(printout)).toEqual(printout);
    expect(withoutStrayTokens(typed)).toEqual(typed);
    expect(withoutStrayTokens(marks)).toEqual(marks);
  });

  it('keeps capitals, however short, words in small letters inside a description, a capitalised word, and a description that is nothing but such a token', () => {
    // A dated line a row took in (`Dec 22, 2023`), a payee that prints its name so (`Joe Pizza Inc`).
    const read = ['ATM WITHDRAWAL AT 7TH ST', 'FEE', 'ib', 'OVERDRAFT ITEM FEE Dec 22, 2023 CHECK 1043', 'PURCHASE Joe Pizza Inc', 'ONLINE TRANSFER to SAVINGS 1234'];
    // A SEC code read in small letters (`ccd`), or a word the statement prints in capitals elsewhere (`co`), is mended later, not dropped.
    const codes = [...Array(10).fill('PURCHASE AUTHORIZED ON 05/02 SHELL OIL TAMPA FL'), 'ACME PLUMBING CO ID:1234', 'STRIPE TRANSFER 769645 BLUE HERON PLUMBING co', 'PAYROLL CO ID:7246994055 ccd'];

    expect(withoutStrayTokens(read)).toEqual(read);
    expect(withoutStrayTokens(codes)).toEqual(codes);
  });
});
