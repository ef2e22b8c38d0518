import { directionHint } from './direction-hint';

describe('which way a description points', () => {
  it.each([
    ['Payment Received 04/01 Ondeck 888-269-4246 Visa Direct NY Card 9109', 'credit'],
    ['Zelle Payment From Prudent Estates L.L.C. Pncaa0Qyl60J', 'credit'],
    ['INCOMING WIRE TRANSFER ACME CORP', 'credit'],
    ['OUTGOING WIRE TRANSFER WIRE REF# 20230322-00020481', 'debit'],
    ['Payment Sent 03/31 Cash App*Pruden Estates Oakland CA Card 9109', 'debit'],
    ['Card Purchase 04/07 City of Springfield O 937-324-7700 OH Card 9109', 'debit'],
    ['Remote Online Deposit 1', 'credit'],
    ['MONTHLY SERVICE FEE', 'debit'],
    ['ATM Check Deposit on 02/05 12172 Highway 92 Woodstock GA', 'credit'],
    ['Mobile Deposit : Ref Number :021190852794', 'credit'],
    ['Interest Payment', 'credit'],
    ['DEPOSITED ITEM RETURNED CHECK 1041', 'debit'],
    ['CHECK 1041', 'debit'],
    // Found in review: a return of money sent out comes back; money that came in and is returned goes out.
    ['RETURN OF OUTGOING WIRE REF 20230302-77', 'credit'],
    ['INCOMING WIRE RETURN', 'debit'],
    ['CHECK DEPOSIT RETURNED', 'debit'],
    // Found in the second review: a return named in a payer's words is no return of the money; each way of a wire's return.
    ['ZELLE PAYMENT FROM JANE SMITH SECURITY DEPOSIT RETURN', 'credit'],
    ['MOBILE DEPOSIT TAX RETURN', 'credit'],
    ['OUTGOING WIRE RETURN', 'credit'],
    ['RETURNED OUTGOING WIRE', 'credit'],
    ['RETURN OF INCOMING WIRE', 'debit'],
    ['REVERSAL OF INCOMING WIRE', 'debit'],
  ])('%s: %s', (description, direction) => {
    expect(directionHint(description)).toBe(direction);
  });

  it('says nothing where the words do not tell (an ACH entry by its originator alone, interest a loan charges)', () => {
    expect(directionHint('Orig CO Name:Columbus Metro. Orig ID:7316401164 Desc Date:250401')).toBeNull();
    expect(directionHint('LOAN INTEREST PAYMENT')).toBeNull();
  });
});
