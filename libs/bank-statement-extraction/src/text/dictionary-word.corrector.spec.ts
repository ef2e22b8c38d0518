import { correctNonWords } from './dictionary-word.corrector';

describe('correctNonWords', () => {
  it('takes the dictionary word the statement reads beside the same word elsewhere for a non-word read once, lookalike letters apart', () => {
    const read = ['ACH CREDIT KEYSTONE BUTLDERS PAYMENTS 5249132', 'ACH CREDIT KEYSTONE BUTLDFRS PAYMENTS 1369764', 'ACH CREDIT KEYSTONE BUILDERS PAYMENTS 5185173'];

    expect(correctNonWords(read)).toEqual([
      'ACH CREDIT KEYSTONE BUILDERS PAYMENTS 5249132',
      'ACH CREDIT KEYSTONE BUILDERS PAYMENTS 1369764',
      'ACH CREDIT KEYSTONE BUILDERS PAYMENTS 5185173',
    ]);
  });

  it('leaves a non-word when the statement reads no dictionary word it may be a misreading of', () => {
    // SYSCO is a name no dictionary knows, and no word of the statement is a lookalike of it.
    const read = ['PURCHASE AUTHORIZED ON 01/19 SYSCO FOODS DALLAS TX', 'PURCHASE AUTHORIZED ON 01/22 SYSCO FOODS SEATTLE WA'];

    expect(correctNonWords(read)).toEqual(read);
  });

  it('never turns a word into a name no dictionary knows, nor a non-word the statement reads often', () => {
    // URER for UBER: UBER is no dictionary word. LOWES, read three times, is the statement's own name, not LOVES.
    const read = ['UBER TRIP DALLAS', 'URER TRIP COLUMBUS', 'LOWES STORE 00912', 'LOWES STORE 00912', 'LOWES STORE 00415', 'LOVES STORE 0456'];

    expect(correctNonWords(read)).toEqual(read);
  });

  it('neither adds nor drops a letter, and leaves words shorter than four letters', () => {
    // UBER is no TUBER with its first letter lost; ADP is no ADD, a P for a D.
    const read = ['UBER TRIP DALLAS', 'TUBER FARM SUPPLY', 'ADP WAGE PAY', 'ONLINE TRANSFER ADD FUNDS'];

    expect(correctNonWords(read)).toEqual(read);
  });

  it('leaves a misreading that is itself a word, and one that is a lookalike of two words the statement reads', () => {
    // CORD is a word, however near CORP; HONE and HOME, both read before SET, are one lookalike letter from HOHE.
    const read = ['ACME CORP', 'ACME CORD', 'HONE SET', 'HOME SET', 'HOHE SET'];

    expect(correctNonWords(read)).toEqual(read);
  });

  it('takes only lookalike letters: a non-word two unlike letters from a word stays', () => {
    // INTCIT and INTUIT differ by C and U, which OCR does not take for one another.
    const read = ['INTUIT PAYROLL DES:PAYROLL', 'INTCIT PAYROLL DES:PAYROLL'];

    expect(correctNonWords(read)).toEqual(read);
  });

  it('never takes a word printed beside other words for a name no dictionary knows (names read right, found in review)', () => {
    const read = [
      'ZELLE PAYMENT TO JOAN MILLER',
      'ONLINE TRANSFER TO LOAN XXXX4471',
      'ORIG CO NAME:GLOVER ORIG ID:5522',
      'ORIG CO NAME:CLOVER ORIG ID:9310',
      'ZELLE PAYMENT TO MOLLY CHEN',
      'ZELLE PAYMENT TO HOLLY WANG',
      'ZELLE PAYMENT TO JOAN SMITH',
      'LOAN PAYMENT 4471',
      'POS NIKE COM',
      'ZELLE TO MIKE JONES',
      'LOWES #01234',
      'LOVES #0456',
      'UBER NEW YORK NY',
      'WORK BOOT WAREHOUSE',
    ];

    expect(correctNonWords(read)).toEqual(read);
  });

  it('takes no word with a letter dropped and another added, however long (CHARLES is no CHARGES)', () => {
    const read = ['ONLINE TRANSFER TO CHARLES SCHWAB', 'FOREIGN TRANSACTION CHARGES SCHWAB', 'ZELLE TO KIM EDWARDS', 'CREDIT CARD REWARDS KIM'];

    expect(correctNonWords(read)).toEqual(read);
  });
});
