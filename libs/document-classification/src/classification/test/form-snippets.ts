/** Synthetic texts of forms and reports, as the PDF text extractor would give them. */

export const FORM_1040 = `
Department of the Treasury—Internal Revenue Service
Form 1040  U.S. Individual Income Tax Return  2023  OMB No. 1545-0074
Filing Status  Single  Married filing jointly
Your first name and middle initial  Last name  Your social security number
1a Total amount from Form(s) W-2, box 1  48,200.
8 Additional income from Schedule 1, line 10  31,550.
11 This is your adjusted gross income  79,750.
12 Standard deduction or itemized deductions (from Schedule A)  13,850.
15 This is your taxable income  65,900.
`;

export const SCHEDULE_C = `
SCHEDULE C (Form 1040)  Profit or Loss From Business (Sole Proprietorship)
Attach to Form 1040, 1040-SR, 1040-SS, 1040-NR, or 1041; partnerships must generally file Form 1065.
Department of the Treasury  Internal Revenue Service
A Principal business or profession  Landscaping services
C Business name  Green Acres Landscaping
D Employer ID number (EIN)  12-3456789
1 Gross receipts or sales  412,004.
28 Total expenses before expenses for business use of home  301,221.
31 Net profit or (loss)  110,783.
`;

export const FORM_1120S = `
Form 1120-S  U.S. Income Tax Return for an S Corporation
Department of the Treasury  Internal Revenue Service
For calendar year 2023 or tax year beginning
Name  Rivera Plumbing Inc.  Employer identification number 87-6543210
1a Gross receipts or sales  1,204,330
21 Ordinary business income (loss)  188,402
Schedule K-1 attached for each shareholder
`;

export const CREDIT_REPORT = `
MERGED INFILE CREDIT REPORT
Experian / Equifax / TransUnion
Applicant: DOE, JANE  SSN XXX-XX-1234
Credit Scores  FICO Score 8  Experian 712  Equifax 705  TransUnion 698
Tradelines
Creditor  Account type  High credit  Balance  Past due  Status
CAPITAL ONE  Revolving  5,000  1,230  0  Pays as agreed
ALLY FINANCIAL  Installment  28,000  14,200  0  30 days late 1x
Inquiries  03/02/2024 ONDECK CAPITAL
Public records  None
This report is furnished in accordance with the Fair Credit Reporting Act.
`;

export const BUSINESS_CREDIT_PROFILE = `
Business Credit Profile
Experian Intelliscore Plus  Score 62
Trade lines  14 active  Payment trend  Days beyond terms 4
Derogatory legal filings  Collections 0  Judgments 0
Inquiries in the last 9 months  3
`;

export const ISO_APPLICATION = `
Merchant Funding Application
Business Information
Legal Business Name: Green Acres Landscaping LLC  DBA: Green Acres
Federal Tax ID (EIN): 12-3456789  Entity Type: LLC  Business Start Date: 04/2016
Industry: Landscaping  Monthly Gross Revenue: $85,000  Requested Amount: $150,000
Use of Funds: Equipment
Owner Information
Owner Name: Maria Rivera  Ownership %: 100  Date of Birth: 02/14/1980
Home Address: 12 Elm St, Austin, TX 78701
By signing below, each owner authorizes the funder to obtain consumer credit reports and verify the information above.
Signature of Applicant: ____________  Date: ______
`;

export const LOAN_APPLICATION_FREE_FORM = `
SMALL BUSINESS LOAN APPLICATION
Company (as registered)  Rivera Plumbing Inc.  Doing business as  Rivera Plumbing
Type of business  Corporation  Years in business 9
Amount requested  $250,000  Purpose of loan  working capital
Principal  Carlos Rivera  Percent owned 60%
Principal  Ana Rivera  Percent owned 40%
Owner's signature  ____________
`;
