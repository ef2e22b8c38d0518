import { extractLoanApplication } from '../loan-application.extractor';
import { LoanApplication } from '../model/loan-application.schema';

/** One label per line, many left blank: what is blank stays null and is listed, nothing is guessed. */
const PAGE = `QUICKFUND BUSINESS APPLICATION
Business Legal Name: Sunrise Auto Repair
DBA:
Tax ID: ________
Type of Business: Auto Repair
Time in Business: 3 years
Business Address: 88 Route 9, Newburgh, NY 12550
Phone: 845.555.0199  Email: N/A
Requested Amount:
Annual Sales: $480,000
Purpose of Loan:
Principal Information
First Name: Luis  Last Name: Ortega
Title: Owner
Ownership:
SSN:
I certify that the information above is true and complete.
Date:`;

describe('a sparse one-column form with blanks', () => {
  const application = extractLoanApplication([PAGE]);

  it('reads what is written', () => {
    expect(application).toMatchObject({
      business_legal_name: 'Sunrise Auto Repair',
      industry: 'Auto Repair',
      years_in_business: 3,
      address: { street: '88 Route 9', city: 'Newburgh', state: 'NY', postal_code: '12550' },
      state_code: 'NY',
      phone: '845-555-0199',
      stated_annual_revenue: 480000,
      owners: [{ name: 'Luis Ortega', title: 'Owner', ownership_pct: null, ssn_last4: null, home_address: null }],
    });
  });

  it('leaves blanks null, even the entity type the name does not state', () => {
    expect(application).toMatchObject({
      dba: null,
      ein: null,
      entity_type: null,
      business_start_date: null,
      email: null,
      requested_amount: null,
      stated_monthly_revenue: null,
      use_of_funds: null,
    });
  });

  it('lists the missing fields (monthly revenue is not missing when annual sales are stated)', () => {
    expect(application.missing_fields).toEqual([
      'dba',
      'ein',
      'entity_type',
      'business_start_date',
      'email',
      'requested_amount',
      'use_of_funds',
      'owners.0.ownership_pct',
      'owners.0.ssn_last4',
      'owners.0.home_address',
    ]);
    expect(LoanApplication.parse(application)).toEqual(application);
  });

  it('reads "Type of Business" as the industry when it names no legal form, with less confidence', () => {
    expect(application.confidence['industry']).toBeLessThan(application.confidence['business_legal_name']!);
  });
});
