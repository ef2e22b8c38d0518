import { extractLoanApplication } from '../loan-application.extractor';

describe('labels beside their values without colons, and owners one per row', () => {
  it('reads a value from the cell after its label', () => {
    const application = extractLoanApplication([
      `SMALL BUSINESS LOAN APPLICATION
Company (as registered)  Rivera Plumbing Inc.  Doing business as  Rivera Plumbing
Type of business  Corporation  Years in business 9
Amount requested  $250,000  Purpose of loan  working capital
Principal  Carlos Rivera  Percent owned 60%
Principal  Ana Rivera  Percent owned 40%
Owner's signature  ____________`,
    ]);
    expect(application).toMatchObject({
      business_legal_name: 'Rivera Plumbing Inc.',
      dba: 'Rivera Plumbing',
      entity_type: 'corporation',
      years_in_business: 9,
      business_start_date: null,
      requested_amount: 250000,
      use_of_funds: 'working capital',
    });
    expect(application.owners.map((owner) => [owner.name, owner.ownership_pct])).toEqual([
      ['Carlos Rivera', 60],
      ['Ana Rivera', 40],
    ]);
  });

  it('reads a table of owners under one line of owner labels', () => {
    const application = extractLoanApplication([
      `Business Name: State Street Deli LLC
Owner Name  Title  Ownership %  SSN
Tom Baker  CEO  51%  ***-**-1111
Jane Baker  CFO  49%  ***-**-2222
Signature  Date`,
    ]);
    expect(application.business_legal_name).toBe('State Street Deli LLC');
    expect(application.owners).toEqual([
      { name: 'Tom Baker', title: 'CEO', ownership_pct: 51, ssn_last4: '1111', home_address: null },
      { name: 'Jane Baker', title: 'CFO', ownership_pct: 49, ssn_last4: '2222', home_address: null },
    ]);
  });

  it('tells owners apart by the number in their labels', () => {
    const application = extractLoanApplication([
      `Owner 1 Name: Sam Lee  Owner 2 Name: Kim Park
Owner 1 % Ownership: 70  Owner 2 % Ownership: 30`,
    ]);
    expect(application.owners.map((owner) => [owner.name, owner.ownership_pct])).toEqual([
      ['Sam Lee', 70],
      ['Kim Park', 30],
    ]);
  });
});
