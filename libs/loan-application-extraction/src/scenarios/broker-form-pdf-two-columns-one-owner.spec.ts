import { extractPdfText } from '@uw/document-classification';
import { extractLoanApplication } from '../loan-application.extractor';
import { LoanApplication } from '../model/loan-application.schema';
import { buildApplicationPdf, type FormText } from '../test/application-pdf.builder';

/** A broker's form filled in as a PDF: "Label: value" pairs in two columns, one owner. Read through the real PDF text path. */
const LEFT = 50;
const RIGHT = 330;
const line = (y: number, left: string, right?: string): FormText[] => [{ text: left, x: LEFT, y }, ...(right ? [{ text: right, x: RIGHT, y }] : [])];

const FORM: FormText[] = [
  ...line(750, 'Merchant Funding Application'),
  ...line(720, 'Business Information'),
  ...line(700, 'Legal Business Name: Green Acres Landscaping LLC', 'DBA: Green Acres'),
  ...line(685, 'Federal Tax ID (EIN): 12-3456789', 'Entity Type: LLC'),
  ...line(670, 'Business Start Date: 03/15/2016', 'Industry: Landscaping'),
  ...line(655, 'Business Address: 12 Elm St', 'City: Austin'),
  ...line(640, 'State: Texas', 'Zip: 78701'),
  ...line(625, 'Business Phone: (512) 555-0100', 'Email: Office@GreenAcresTX.com'),
  ...line(610, 'Amount Requested: $150,000', 'Average Monthly Sales: $85,000.00'),
  ...line(595, 'Use of Funds: Equipment purchase'),
  ...line(560, 'Owner Information'),
  ...line(540, 'Owner 1 Name: Maria Rivera', 'Title: Managing Member'),
  ...line(525, '% Ownership: 100', 'SSN: 512-44-1234'),
  ...line(510, 'Date of Birth: 02/14/1980', 'Cell Phone: 512-555-0177'),
  ...line(495, 'Home Address: 40 Oak Ave, Austin, TX 78702'),
  ...line(440, 'By signing below, each owner authorizes the funder to obtain consumer credit reports.'),
  ...line(410, 'Signature of Applicant: ____________', 'Date: ______'),
];

describe('a two-column broker form read from its PDF', () => {
  let application: LoanApplication;

  beforeAll(async () => {
    const text = await extractPdfText(await buildApplicationPdf([FORM]));
    if (!text.ok) throw new Error(text.reason);
    application = extractLoanApplication(text.pages);
  });

  it('reads the business', () => {
    expect(application).toMatchObject({
      business_legal_name: 'Green Acres Landscaping LLC',
      dba: 'Green Acres',
      ein: '12-3456789',
      entity_type: 'llc',
      industry: 'Landscaping',
      business_start_date: '2016-03-15',
      years_in_business: null,
      address: { street: '12 Elm St', city: 'Austin', state: 'TX', postal_code: '78701' },
      state_code: 'TX',
      phone: '512-555-0100',
      email: 'office@greenacrestx.com',
      requested_amount: 150000,
      stated_monthly_revenue: 85000,
      stated_annual_revenue: null,
      use_of_funds: 'Equipment purchase',
    });
  });

  it('reads the owner, keeping only the last four digits of the SSN', () => {
    expect(application.owners).toEqual([
      { name: 'Maria Rivera', title: 'Managing Member', ownership_pct: 100, ssn_last4: '1234', home_address: '40 Oak Ave, Austin, TX 78702' },
    ]);
    expect(JSON.stringify(application)).not.toContain('512-44');
  });

  it('lists nothing missing and is a valid application', () => {
    expect(application.missing_fields).toEqual([]);
    expect(application.confidence['business_legal_name']).toBe(0.9);
    expect(LoanApplication.parse(application)).toEqual(application);
  });
});
