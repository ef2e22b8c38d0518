import { extractBankStatement } from '../bank-statement.extractor';

/** A credit union's scan whose thin 1 read as a 5 in one deposit: no digits OCR is known to confuse, so only the summary can vouch. */
const page = (deposit: string, summary: string[]) =>
  [
    'HEARTLAND MEMBERS CREDIT UNION',
    'Statement Period: 01/01/2024 to 01/31/2024',
    'Beginning Balance  $4,632.89',
    'Ending Balance  $6,800.40',
    ...summary,
    'Date  Transaction Description  Withdrawals  Deposits  Balance',
    `01/10/24  ACH CREDIT SUNCOAST PROPERTIES PAYMENTS 3180454  ${deposit}  6,550.01`,
    '01/30/24  STRIPE TRANSFER 107794 BLUE HERON FITNESS LLC  265.39  6,815.40',
    '01/31/24  MONTHLY SERVICE FEE  15.00  6,800.40',
  ].join('\n');
const COUNTED = ['2 Deposits/Credits  2,182.51', '1 Checks/Debits  15.00'];

describe('a scanned amount with any one digit misread, vouched for by the summary', () => {
  it('reads the amount the balances around it make where the statement then adds up to the totals and the counts of both sides', () => {
    const statement = extractBankStatement([page('1,917.52', COUNTED)], { scanned: true });

    expect(statement.transactions.map((row) => [row.amount, row.direction])).toEqual([
      [1917.12, 'credit'],
      [265.39, 'credit'],
      [15, 'debit'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings).toContain("1 amount(s) read with one digit OCR misread: the balances around each and the summary's totals of credits and debits confirm them");
  });

  it('keeps the amount as read without counts: a lost row on the same side would add up just as well', () => {
    // The same figures with a 0.40 credit lost between the two rows: the totals hold it, the deposit takes it up.
    const uncounted = extractBankStatement([page('1,917.52', ['Deposits/Credits  2,182.51', 'Checks/Debits  15.00'])], { scanned: true });

    expect(uncounted.transactions[0].amount).toBe(1917.52);
    expect(uncounted.reconciliation.is_reconciled).toBe(false);
  });

  it('keeps the amount as read where the summary does not vouch: a side that would not add up, a count of more rows', () => {
    const lost = extractBankStatement([page('1,917.52', ['2 Deposits/Credits  2,182.91', '1 Checks/Debits  15.40'])], { scanned: true });
    expect(lost.transactions[0].amount).toBe(1917.52);
    expect(lost.reconciliation.is_reconciled).toBe(false);

    const more = extractBankStatement([page('1,917.52', ['3 Deposits/Credits  2,182.51', '1 Checks/Debits  15.00'])], { scanned: true });
    expect(more.transactions[0].amount).toBe(1917.52);
    expect(more.reconciliation.is_reconciled).toBe(false);
  });
});
