/**
 * A one-page statement whose running balances run from 1,000.00 to 600.00 over four rows, each signed its own way
 * (`+200.00`, `50.00-`, `-$400.00`, `(100.00)`): the scenarios that take a row out of it share it.
 */
export const FOUR_ROW_STATEMENT_PAGE = [
  'Statement Period: 04/01/2025 - 04/30/2025',
  'Beginning Balance  $1,000.00',
  'Ending Balance  $600.00',
  'Transactions',
  '04/02  MOBILE DEPOSIT  +200.00  1,200.00',
  '04/05  MONTHLY FEE  50.00-  1,150.00',
  '04/09  FUNDER DAILY DEBIT  -$400.00  700.00',
  '04/20  UTILITY  (100.00)  600.00',
].join('\n');
