import { findAccountIdentity } from './account-identity.finder';

describe('the account holder in a statement header', () => {
  it('takes a company line wherever it is printed', () => {
    expect(findAccountIdentity(['Gulf Coast Bank', 'Statement of account', 'ACME PLUMBING INC', 'PO BOX 88']).business_name).toBe('ACME PLUMBING INC');
  });

  it('takes the name in capitals printed right above the street', () => {
    expect(findAccountIdentity(['JOHN Q SAMPLE', '12 MAIN STREET', 'ALBANY NY 12207']).business_name).toBe('JOHN Q SAMPLE');
  });

  it("takes the name above the street past a customer-service column's lines the text layer put between them", () => {
    const lines = ['Wells Fargo Essential Checking', 'Questions?', 'DOMINIC BOGDAN  Available by phone 24 hours a day', 'We accept all relay calls, including 711', '111 LAKES RD', 'SAN DEGO CA 11111'];
    expect(findAccountIdentity(lines).business_name).toBe('DOMINIC BOGDAN');
  });

  it('takes no name more than two lines of another column above the street, nor a line that is not in capitals', () => {
    const between = ['Available by phone 24 hours a day', 'We accept all relay calls', 'En espanol: 1-877-727-2932'];
    expect(findAccountIdentity(['SAMPLE HOLDER', ...between, '12 MAIN STREET', 'ALBANY NY 12207']).business_name).toBeNull();
    expect(findAccountIdentity(['SAMPLE HOLDER', ...between.slice(1), '12 MAIN STREET', 'ALBANY NY 12207']).business_name).toBe('SAMPLE HOLDER');
    expect(findAccountIdentity(['Questions? Call us', '12 MAIN STREET', 'ALBANY NY 12207']).business_name).toBeNull();
  });
});

describe('the bank in a statement header', () => {
  it('takes a bank printed in capitals in the header, in title case', () => {
    expect(findAccountIdentity(['CASCADE FEDERAL CREDIT UNION  Page 1', 'Statement Period: 12/01/2025 to 12/31/2025']).bank_name).toBe('Cascade Federal Credit Union');
    expect(findAccountIdentity(['PRAIRIE STATE BANK  PAGE 1', 'ACCOUNT NUMBER ****7816']).bank_name).toBe('Prairie State Bank');
  });

  it('ends the name at a whole word', () => {
    expect(findAccountIdentity(['Printed from Keystone Bank Online Banking on 10/16/2022']).bank_name).toBe('Keystone Bank');
  });

  it('does not take a bank in capitals named in a transaction description below the header', () => {
    const rows = Array.from({ length: 45 }, (_, index) => `03/${String((index % 28) + 1).padStart(2, '0')}  CARD DEPOSIT  100.00`);
    expect(findAccountIdentity(['ACME PLUMBING INC', ...rows, '03/29  TRANSFER TO RIVER CITY BANK  50.00']).bank_name).toBeNull();
  });
});

describe('the account in a statement header', () => {
  it("reads an online printout's last digits beside the account's name, as printed", () => {
    const identity = findAccountIdentity(['Printed from Keystone Bank Online Banking on 10/16/2022', 'Business Complete Checking (...5628)', 'LAKESHORE ELECTRIC CO']);
    expect(identity).toMatchObject({ account_number: '...5628', account_type: 'Business Complete Checking' });
    expect(findAccountIdentity(['Total Checking (x9775)']).account_number).toBe('x9775');
  });

  it("reads a number printed unlabelled right after the account's type, and keeps it out of the type", () => {
    expect(findAccountIdentity(['SIMPLE BUSINESS CHECKING ****1396', 'Account summary'])).toMatchObject({ account_number: '****1396', account_type: 'SIMPLE BUSINESS CHECKING' });
    expect(findAccountIdentity(['Business Savings 0012345678']).account_number).toBe('0012345678');
    expect(findAccountIdentity(['Business Checking Statement Period 04/01/2022 - 04/30/2022']).account_number).toBeNull();
    expect(findAccountIdentity(['Interest checking 2']).account_number).toBeNull();
  });

  it('prefers the labelled account number', () => {
    expect(findAccountIdentity(['Business Checking (...5628)', 'Account Number: XXXXXX5628']).account_number).toBe('XXXXXX5628');
    // Shorter labels; never a transfer's or a row's account.
    expect(findAccountIdentity(['Business Checking 100', 'Account: 01234567890']).account_number).toBe('01234567890');
    expect(findAccountIdentity(['Acct # ****4821']).account_number).toBe('****4821');
    expect(findAccountIdentity(['Spark Business Checking', 'Account ending in 4821']).account_number).toBe('4821');
    expect(findAccountIdentity(['Account: Business Checking', '06/03  ONLINE TRANSFER TO ACCT: 5678  100.00']).account_number).toBeNull();
    // After the longer forms (found in review): a name with its last digits, a type with its number; never a telephone.
    expect(findAccountIdentity(['Business Complete Checking (...5628)', 'Questions about your account: 1-800-555-0199']).account_number).toBe('...5628');
    expect(findAccountIdentity(['SIMPLE BUSINESS CHECKING ****1396', 'Overdraft protection: Savings Account ending in 9876']).account_number).toBe('****1396');
    expect(findAccountIdentity(['Questions about your account: 1-800-555-0199']).account_number).toBeNull();
    expect(findAccountIdentity(['Questions about your account: 800 555 0199']).account_number).toBeNull();
    expect(findAccountIdentity(['Questions about your account: 555-0199']).account_number).toBeNull();
  });

  it("takes no account number out of a transfer's or a payment's description (found in review)", () => {
    expect(findAccountIdentity(['TRANSFER TO BUSINESS SAVINGS 000123456']).account_number).toBeNull();
    expect(findAccountIdentity(['Zelle payment to John Smith (x1234)']).account_number).toBeNull();
    expect(findAccountIdentity(['ONLINE TRANSFER FROM ACCOUNT 0012345678']).account_number).toBeNull();
  });

  it('takes no bank out of a dated row, only a header cell that opens with its name (found in review)', () => {
    expect(findAccountIdentity(['ACME PLUMBING INC', '06/03  ACH CREDIT FROM LAKESIDE COMMUNITY BANK  1,000.00']).bank_name).toBeNull();
  });

  it("takes no known bank out of a payee's row: a statement that names itself only in its logo names no bank", () => {
    const header = ['Statement Period:  Mar 21 2023-Apr 20 2023', 'TD Convenience Checking', 'Account #  123-4567890'];
    const row = '03/28  TD BILL PAY SERV, BANK OF AMERICA ONLINE PMT TDB****34454454  4,223.27';
    expect(findAccountIdentity([...header, row]).bank_name).toBeNull();
    expect(findAccountIdentity([...header, row, 'TD Bank, N.A.  Equal Housing Lender']).bank_name).toBe('TD Bank');
  });

  it("takes no bank run together in a wrapped row's description, only in the header or a web address below it", () => {
    const rows = ['11/03/2025 ACH Deposit  57,592.12', '  PNCBANK-PROCEEDS  LOAN FUND Al West Nissan', '11/18/2025 ACH Withdrawal  3,599.00'];
    expect(findAccountIdentity(['BUSINESSPREFERRED   CHECKING', ...rows]).bank_name).toBeNull();
    expect(findAccountIdentity(['BUSINESSPREFERRED   CHECKING', ...rows, 'Visit pncbank.com or call 1-888-PNC-BANK']).bank_name).toBe('PNC Bank');
    expect(findAccountIdentity(['PNCBANK', 'BUSINESSPREFERRED   CHECKING', ...rows]).bank_name).toBe('PNC Bank');
    // Any web address: a credit union's is .org (found in review).
    expect(findAccountIdentity(['Business Checking', '06/03  DEPOSIT  10.00', 'Questions? Visit navyfederal.org or call us']).bank_name).toBe('Navy Federal');
  });
});
