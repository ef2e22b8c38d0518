import { extractLoanApplication } from '../loan-application.extractor';
import { LoanApplication } from '../model/loan-application.schema';

/** A boxed form: each label printed above its box, values typed in below; two owners side by side (60/40). */
const PAGE_1 = `ACME CAPITAL PARTNERS  BUSINESS FUNDING APPLICATION
BUSINESS INFORMATION
Legal / Corporate Name  DBA Name
Harbor Street Bakery Inc.  Harbor Street Bakery
Federal Tax ID  Date Business Started  Entity Type
47-1234567  Jan 2019  [ ] LLC [X] S-Corp [ ] Sole Prop
Business Address  City  State  Zip
410 Harbor St, Suite 2  Portland  ME  04101
Business Phone  Email
(207) 555-0143  orders@harborstreetbakery.com
Industry  Amount Requested  Average Monthly Sales
Retail Bakery  $60,000  $42,500
Use of Funds
Second location build-out`;

const PAGE_2 = `OWNER INFORMATION
Owner 1 Name  Owner 2 Name
Daniel Okafor  Priya Raman
Title  Title
President  Vice President
% Ownership  % Ownership
60%  40%
SSN  SSN
XXX-XX-4821  123-45-9917
Home Address  Home Address
22 Pine Rd, Portland, ME 04102  9 Birch Ln, Falmouth, ME 04105
Applicant Signature ____________  Date ________`;

describe('a form with labels above values and two owners side by side', () => {
  const application = extractLoanApplication([PAGE_1, PAGE_2]);

  it('pairs each value with the label above it', () => {
    expect(application).toMatchObject({
      business_legal_name: 'Harbor Street Bakery Inc.',
      dba: 'Harbor Street Bakery',
      ein: '47-1234567',
      entity_type: 's_corp',
      business_start_date: '2019-01-01',
      address: { street: '410 Harbor St, Suite 2', city: 'Portland', state: 'ME', postal_code: '04101' },
      state_code: 'ME',
      phone: '207-555-0143',
      email: 'orders@harborstreetbakery.com',
      industry: 'Retail Bakery',
      requested_amount: 60000,
      stated_monthly_revenue: 42500,
      use_of_funds: 'Second location build-out',
    });
    expect(application.confidence['ein']).toBe(0.8);
  });

  it('keeps the owners apart by column: 60% and 40%', () => {
    expect(application.owners).toEqual([
      { name: 'Daniel Okafor', title: 'President', ownership_pct: 60, ssn_last4: '4821', home_address: '22 Pine Rd, Portland, ME 04102' },
      { name: 'Priya Raman', title: 'Vice President', ownership_pct: 40, ssn_last4: '9917', home_address: '9 Birch Ln, Falmouth, ME 04105' },
    ]);
    expect(JSON.stringify(application)).not.toContain('123-45');
  });

  it('is complete and valid', () => {
    expect(application.missing_fields).toEqual([]);
    expect(LoanApplication.parse(application)).toEqual(application);
  });
});
