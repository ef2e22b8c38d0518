import { findBalanceDatedPeriod, findStatementDatesPeriod, findStatementPeriod } from './statement-period.finder';

describe('findStatementPeriod', () => {
  it('reads two dates joined by a connector', () => {
    expect(findStatementPeriod(['Statement Period 03/01/2024 - 03/31/2024'])).toEqual({ start: '2024-03-01', end: '2024-03-31' });
    expect(findStatementPeriod(['For the period June 1, 2025 through June 30, 2025'])).toEqual({ start: '2025-06-01', end: '2025-06-30' });
  });

  it("passes over a fee analysis period, the month before the statement's", () => {
    expect(findStatementPeriod(['Analysis Period: 05/01/26 - 05/31/26  Standard Monthly Service Charge $50.00'])).toBeNull();
    expect(findStatementPeriod(['Analysis Period: 05/01/26 - 05/31/26', 'Statement Period 06/01/26 - 06/30/26'])).toEqual({ start: '2026-06-01', end: '2026-06-30' });
  });

  it('reads a period whose first date prints no year, the year printed once at its end', () => {
    expect(findStatementPeriod(['Statement Period  12/01 - 12/31/2024'])).toEqual({ start: '2024-12-01', end: '2024-12-31' });
    expect(findStatementPeriod(['For the period April 1 through 30, 2025'])).toEqual({ start: '2025-04-01', end: '2025-04-30' });
    expect(findStatementPeriod(['Statement period Dec 15 to Jan 14, 2025'])).toEqual({ start: '2024-12-15', end: '2025-01-14' });
    // More than a quarter apart is no period.
    expect(findStatementPeriod(['Jan 1 - Dec 31, 2025  year to date'])).toBeNull();
  });

  it('reads a period whose connector a scan damaged into one short word, after a period label', () => {
    expect(findStatementPeriod(['Statement for February 1, 2023 1 February 28, 2023  Account 393-979-9393'])).toEqual({ start: '2023-02-01', end: '2023-02-28' });
  });

  it('reads a period whose connector a scan lost, two dates a column gap apart after a period label', () => {
    expect(findStatementPeriod(['Evergreen State Bank  Statement Period 02/01/2023  02/28/2023'])).toEqual({ start: '2023-02-01', end: '2023-02-28' });
    expect(findStatementPeriod(['Opened 02/01/2023  02/28/2023'])).toBeNull();
    // A transaction's and its posting's dates a column gap apart are no period, whatever words stand before them.
    expect(
      findStatementPeriod(['Statement Ending 02/28/2023\n02/01/2023  02/01/2023  TRANSFER FROM SAVINGS  100.00  1,100.00\n02/03/2023  02/06/2023  PAYMENT FOR INVOICE 22  50.00  1,050.00']),
    ).toBeNull();
  });

  it('takes no damaged connector without a label, over more than a quarter, or before a true connector', () => {
    expect(findStatementPeriod(['Opened 02/01/2023 x 02/28/2023'])).toBeNull();
    expect(findStatementPeriod(['Statement for 01/01/2023 1 12/31/2023'])).toBeNull();
    expect(findStatementPeriod(['Statement dated 01/05/2023 p 01/31/2023  Statement Period 01/01/2023 to 01/31/2023'])).toEqual({ start: '2023-01-01', end: '2023-01-31' });
  });
});

describe('findBalanceDatedPeriod', () => {
  it("takes a beginning balance dated a whole cycle before the ending one for the last statement's close, but not one dated as the table's first row", () => {
    expect(findBalanceDatedPeriod(['Beginning balance 5-31-24  $96,234.72', 'Ending balance 6-30-24  $105,541.11'])).toEqual({ start: '2024-06-01', end: '2024-06-30' });
    expect(findBalanceDatedPeriod(['Beginning balance 11-15-24  $10.00', 'Ending balance 12-15-24  $12.00'])).toEqual({ start: '2024-11-16', end: '2024-12-15' });
    expect(findBalanceDatedPeriod(['05/31/2024  Beginning Balance  1,000.00', '06/30/2024  Ending Balance  1,050.00'])).toEqual({ start: '2024-05-31', end: '2024-06-30' });
  });

  it("reads balances labelled only by their dates: the day after the first (the last statement's close) to the last", () => {
    const lines = ['Statement of Account', 'Balance 9/01/22                            Summary', '$ 127,574.68', 'Balance 10/02/22', '$ 33,234.01'];
    expect(findBalanceDatedPeriod(lines)).toEqual({ start: '2022-09-02', end: '2022-10-02' });
    expect(findBalanceDatedPeriod(['Balance 9/01/22  $ 127,574.68'])).toBeNull();
  });

  it("reads the period from the dates in the starting and ending balances' labels", () => {
    const lines = ['Example Bank', 'Beginning balance on June 1, 2024  $5,000.00', 'Deposits and other additions  1,000.00', 'Ending balance on June 30, 2024  $5,880.00'];
    expect(findBalanceDatedPeriod(lines)).toEqual({ start: '2024-06-01', end: '2024-06-30' });
    expect(findBalanceDatedPeriod(['Opening Balance as of 06/01/2024  10.00', 'Closing Balance as of 06/30/2024  12.00'])).toEqual({ start: '2024-06-01', end: '2024-06-30' });
  });

  it('starts the period the day after the date of a balance carried from the statement before', () => {
    expect(findBalanceDatedPeriod(['Balance Forward From 08/31/23  10,769.47', 'Ending Balance On 09/29/23  11,779.66'])).toEqual({ start: '2023-09-01', end: '2023-09-29' });
    expect(findBalanceDatedPeriod(['Previous balance as of 05/31/2025  1.00', 'Ending balance as of 06/30/2025  2.00'])).toEqual({ start: '2025-06-01', end: '2025-06-30' });
  });

  it('reads a date printed in a cell of its own before the label', () => {
    const lines = ['BUSINESS CHECKING', '11/01/2025 Beginning Balance  57,739.72', '70 Deposits/Other Credits  + 1,321,117.77', '11/30/2025 Ending Balance  30 Days in Statement Period  13,220.50'];
    expect(findBalanceDatedPeriod(lines)).toEqual({ start: '2025-11-01', end: '2025-11-30' });
    expect(findBalanceDatedPeriod(['Paid 11/01/2025 to Beginning Balance  1.00', 'Ending Balance  2.00'])).toBeNull();
    // The table's first row dates its balance forward the period's first day (found in review).
    expect(findBalanceDatedPeriod(['06/01/2024  Balance Forward  1,000.00', '06/30/2024  Ending Balance  1,400.50'])).toEqual({ start: '2024-06-01', end: '2024-06-30' });
  });

  it('takes no date printed further along the line, nor dates more than a quarter apart or backwards', () => {
    expect(findBalanceDatedPeriod(['Beginning balance  $5,000.00  Statement date 06/30/2024', 'Ending balance  $5,880.00'])).toBeNull();
    expect(findBalanceDatedPeriod(['Beginning balance on January 1, 2024  1.00', 'Ending balance on June 30, 2024  2.00'])).toBeNull();
    expect(findBalanceDatedPeriod(['Beginning balance on June 30, 2024  1.00', 'Ending balance on June 1, 2024  2.00'])).toBeNull();
  });
});

describe('findStatementDatesPeriod', () => {
  it("reads the period from the last statement's closing date to this one's", () => {
    expect(findStatementDatesPeriod(['Statement of Account', 'Last statement: May 31, 2026', 'This statement: June 30, 2026'])).toEqual({ start: '2026-06-01', end: '2026-06-30' });
    expect(findStatementDatesPeriod(['Previous Statement Date  12/31/24    Current Statement Date  01/31/25'])).toEqual({ start: '2025-01-01', end: '2025-01-31' });
  });

  it('takes neither date alone, nor dates backwards or more than a quarter apart', () => {
    expect(findStatementDatesPeriod(['This statement: June 30, 2026'])).toBeNull();
    expect(findStatementDatesPeriod(['Last statement: June 30, 2026', 'This statement: May 31, 2026'])).toBeNull();
    expect(findStatementDatesPeriod(['Last statement: Jan 31, 2026', 'This statement: June 30, 2026'])).toBeNull();
  });
});
