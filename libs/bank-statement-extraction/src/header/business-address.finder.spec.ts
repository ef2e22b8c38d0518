import { findBusinessAddress } from './business-address.finder';

describe('the business address in a statement header', () => {
  it('reads the street and city/state/ZIP under the holder name, with a suite line', () => {
    const lines = ['First Example Bank                 Statement Period 03/01/2026 - 03/31/2026', 'JOE PIZZA LLC', '12 MAIN STREET', 'SUITE 200', 'ALBANY, NY 12207-1234', 'Account Number ****4321'];
    expect(findBusinessAddress(lines, 'JOE PIZZA LLC')).toEqual({ street_address: '12 MAIN STREET SUITE 200', city: 'ALBANY', state_province: 'NY', postal_code: '12207', country: 'US' });
  });

  it("does not take the bank's address printed above the holder", () => {
    const lines = ['GULF COAST BANK', '200 BANK PLAZA', 'MOBILE AL 36633', 'ACME PLUMBING INC', 'PO BOX 88', 'SPRINGFIELD IL 62701'];
    expect(findBusinessAddress(lines, 'ACME PLUMBING INC')).toMatchObject({ street_address: 'PO BOX 88', city: 'SPRINGFIELD', state_province: 'IL' });
  });

  it('is null when no complete address follows the name', () => {
    expect(findBusinessAddress(['ACME PLUMBING INC', 'Account Summary', 'Beginning Balance 1,000.00'], 'ACME PLUMBING INC')).toBeNull();
  });

  it('is null without a holder name, rather than the bank address', () => {
    expect(findBusinessAddress(['Wells Fargo', 'P.O. Box 6995', 'Portland, OR 97228-6995'], null)).toBeNull();
  });

  it('reads past the lines of a customer-service column the text layer puts between street and city', () => {
    const lines = ['DOMINIC BOGDAN  Available by phone 24 hours a day', 'We accept all relay calls, including 711', '111 LAKES RD', '1-800-TO-WELLS (1-800-869-3557)', 'SAN DEGO CA 11111'];
    expect(findBusinessAddress(lines, 'DOMINIC BOGDAN')).toEqual({ street_address: '111 LAKES RD', city: 'SAN DEGO', state_province: 'CA', postal_code: '11111', country: 'US' });
  });

  it('does not read past a line in capitals to a city further down', () => {
    expect(findBusinessAddress(['ACME PLUMBING INC', '12 MAIN STREET', 'ACCOUNT SUMMARY', 'SPRINGFIELD IL 62701'], 'ACME PLUMBING INC')).toBeNull();
  });

  it('reads a city line printed in mixed case right under the street (found in review)', () => {
    expect(findBusinessAddress(['ACME WIDGETS LLC  Account Number: 1234', '123 Main Street', 'Springfield, IL 62701'], 'ACME WIDGETS LLC')).toMatchObject({ street_address: '123 Main Street', city: 'Springfield', state_province: 'IL' });
    expect(findBusinessAddress(['ACME WIDGETS LLC', '123 Main St', 'Suite 400', 'San Diego, CA 92101'], 'ACME WIDGETS LLC')).toMatchObject({ street_address: '123 Main St Suite 400', city: 'San Diego' });
  });
});
