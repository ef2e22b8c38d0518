/** Synthetic texts of the smaller document kinds, as a text layer or OCR would give them. */

export const VOIDED_CHECK = `
GREEN ACRES LANDSCAPING LLC  1045
12 ELM ST AUSTIN TX 78701  DATE ________
PAY TO THE ORDER OF ______________________  $ ______
______________________________ DOLLARS
VOID  VOID  VOID
FIRST NATIONAL BANK OF TEXAS
MEMO ____________  AUTHORIZED SIGNATURE
⑆111000025⑆ 004821736⑈ 1045
`;

export const VOIDED_CHECK_OCR = `
Rivera Plumbing Inc. 2231
Pay to the
order of
Dollars
VOID
Memo
:021000021: 483920118" 2231
`;

export const AR_AGING = `
A/R Aging Summary  As of April 30, 2024
Customer  Current  1 - 30  31 - 60  61 - 90  91 and over  Total
Acme Property Mgmt  4,200.00  1,100.00  0.00  0.00  0.00  5,300.00
Baker Homes  0.00  2,450.00  3,100.00  0.00  0.00  5,550.00
City of Austin  12,000.00  0.00  0.00  0.00  1,200.00  13,200.00
TOTAL  16,200.00  3,550.00  3,100.00  0.00  1,200.00  24,050.00
`;

export const AR_REPORT_DETAIL = `
Accounts Receivable Aging Detail
Invoice Date  Invoice No  Customer  0-30  31-60  61-90  Over 90  Balance Due
03/02/2024  INV-1043  Baker Homes  2,450.00  2,450.00
01/15/2024  INV-0987  City of Austin  1,200.00  1,200.00
Total outstanding balance  3,650.00
`;

export const STORE_RECEIPT = `
HOME DEPOT #6543
AUSTIN, TX
SKU 1002-331 2X4 STUD 8FT  12 @ 3.98  47.76
SKU 2203-118 DECK SCREWS  9.97
SUBTOTAL  57.73
SALES TAX 8.25%  4.76
TOTAL  $62.49
VISA ************4821
AUTH CODE 039211
THANK YOU FOR SHOPPING
`;

export const PAYMENT_RECEIPT = `
Payment Receipt
Receipt number: 2023-0112-8841
Amount paid: $1,250.00
Payment method: Mastercard ending in 5521
Date paid: January 12, 2023
Thank you for your payment.
`;

export const BANK_VERIFICATION = `
Bank Verification Report
Request date: 05/02/2024  Requested by: Underwriting
Account holder: Green Acres Landscaping LLC  Match
Account number: ****4821  Verified
Account open date: 2016-05-10  Verified
Average balance (last 2 months): Verified
Verification completed by phone with branch representative.
`;

export const BUSINESS_VERIFICATION = `
Business Verification Results (KYB)
Secretary of State: Texas  Entity status: Active, in good standing
Registered agent: Maria Rivera  Verified
TIN match: EIN matches IRS records
OFAC watchlist screening: No match
Report ID: 8f3a-22
`;

export const DRIVER_LICENSE = `
TEXAS
DRIVER LICENSE
USA
DL 41823357  CLASS C
EXP 02/14/2029  ISS 02/14/2021
DOB 02/14/1980
RIVERA
MARIA ELENA
12 ELM ST AUSTIN TX 78701
SEX F  HGT 5-05  EYES BRN
RESTR NONE  END NONE
`;

export const PASSPORT = `
UNITED STATES OF AMERICA
PASSPORT
Type P  Code USA  Passport No. 531234567
Surname RIVERA
Given Names CARLOS
Nationality UNITED STATES OF AMERICA
Date of birth 05 MAY 1978
Place of birth TEXAS, U.S.A.
Date of issue 10 JUN 2019  Date of expiration 09 JUN 2029
P<USARIVERA<<CARLOS<<<<<<<<<<<<<<<<<<<<<<<<<<
`;
