/** Synthetic statement-family texts, as the PDF text extractor would give them (two spaces between columns). */

export const NATIONAL_BANK_STATEMENT = `
Business Advantage Checking
Statement Period: 03/01/2024 - 03/31/2024
Account Number: XXXXXX4821
Account Summary
Beginning Balance  $12,405.11
Deposits and other credits  48,210.50
Withdrawals and other debits  -51,002.17
Service fees  -15.00
Ending Balance  $9,598.44
Date  Description  Amount  Balance
03/01  CARD PROCESSOR DEPOSIT SQUARE INC  2,410.22  14,815.33
03/02  ACH DEBIT DAILY FUNDER LLC  -499.00  14,316.33
03/04  ONLINE TRANSFER TO SAVINGS  -1,000.00  13,316.33
03/05  ACH CREDIT STRIPE TRANSFER  5,120.00  18,436.33
03/06  CHECK 1043  -2,300.00  16,136.33
03/07  ACH DEBIT DAILY FUNDER LLC  -499.00  15,637.33
03/08  PAYROLL ADP  -6,410.55  9,226.78
Daily Balance Summary
03/01  14,815.33  03/02  14,316.33  03/04  13,316.33
Member FDIC  Equal Housing Lender
`;

export const CREDIT_UNION_STATEMENT = `
Valley Federal Credit Union
Statement of Account  Period covered: Jan 1, 2025 through Jan 31, 2025
Business Share Draft
Previous balance  4,120.00
Total deposits  10,230.40
Total withdrawals  9,877.15
New balance  4,473.25
Trans Date  Transaction Description  Withdrawal  Deposit  Balance
Jan 2  Deposit Shift4 Payments  1,230.40  5,350.40
Jan 3  Withdrawal ACH Merchant Advance  350.00  5,000.40
Jan 9  Withdrawal Check #221  1,200.00  3,800.40
Jan 15  Deposit Mobile Check  9,000.00  12,800.40
Jan 20  Withdrawal Rent Payment  8,327.15  4,473.25
Federally insured by NCUA
`;

export const ONLINE_ACTIVITY_PRINTOUT = `
Printed from Online Banking on 04/18/2024 9:12 AM
Business Checking ...4821
Available balance  $22,140.50  Present balance  $22,390.50
Account activity
Showing: All transactions  Date range: 04/01/2024 - 04/18/2024
Date  Description  Type  Amount  Balance
Apr 17, 2024  ORIG CO NAME: STRIPE  ACH credit  $4,210.00  $22,390.50
Apr 16, 2024  DAILY FUNDER LLC  ACH debit  -$499.00  $18,180.50
Apr 15, 2024  REMOTE ONLINE DEPOSIT  Deposit  $1,800.00  $18,679.50
Apr 12, 2024  DAILY FUNDER LLC  ACH debit  -$499.00  $16,879.50
Apr 11, 2024  CARD PURCHASE HOME DEPOT  Debit card  -$312.44  $17,378.50
Pending transactions
Apr 18, 2024  DAILY FUNDER LLC  ACH debit  -$499.00
`;

export const TRANSACTION_HISTORY_EXPORT = `
Transaction history as of 05/14/2025
Current balance: $8,903.12
Posted transactions
05/13/2025  Zelle payment from J SMITH  250.00  8,903.12
05/12/2025  Shopify payout  3,120.45  8,653.12
05/12/2025  Loan payment Kapital  -1,250.00  5,532.67
05/09/2025  Amazon Marketplace  -84.20  6,782.67
05/08/2025  Card processor settlement  1,940.00  6,866.87
`;

export const PLAID_ASSET_REPORT_JSON = JSON.stringify({
  report: {
    asset_report_id: 'bf3a0490-344c-4620-a219-2693162e4b1d',
    date_generated: '2024-05-01T10:00:00Z',
    days_requested: 90,
    items: [
      {
        institution_name: 'First Platypus Bank',
        item_id: 'eVBnVMp7zdTJLkRNr33Rs6zr7KNJqBFL9DrE6',
        accounts: [
          {
            account_id: '1qKRXQjk8xUWDJojNwPXTj8gEmR48piqRNye8',
            balances: { available: 43200, current: 43200 },
            historical_balances: [{ current: 49050, date: '2024-04-30' }],
            transactions: [{ amount: 89.4, date: '2024-04-29', original_description: 'SparkFun' }],
          },
        ],
      },
    ],
  },
});
