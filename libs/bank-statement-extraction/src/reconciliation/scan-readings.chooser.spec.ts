import { extractBankStatement } from '../bank-statement.extractor';
import { chooseScanReading, isFullyReconciled, wantsSecondReading } from './scan-readings.chooser';

/** One statement as two OCR models read it: `rows` its transaction lines (date, description, amount, balance). */
function reading(rows: string[], ending = '1,330.00'): ReturnType<typeof extractBankStatement> {
  const page = ['First Commerce Bank', 'Statement Period 06/01/2023 - 06/30/2023', 'Beginning Balance  1,000.00', `Ending Balance  ${ending}`, 'Date  Description  Amount  Balance', ...rows].join('\n');
  return extractBankStatement([page], { scanned: true });
}

const PRINTED = ['06/05  STRIPE TRANSFER 642468  500.00  1,500.00', '06/12  ONDECK CAPITAL PAYMENT  -120.00  1,380.00', '06/20  MONTHLY SERVICE FEE  -50.00  1,330.00'];
/** A reading that lost the ONDECK row (its line read as no row): the balances do not add up. */
const ROW_LOST = [PRINTED[0], PRINTED[2]];

describe('chooseScanReading', () => {
  it('keeps the first reading where it reconciles, or where the second does not either', () => {
    const first = reading(PRINTED);
    const lost = reading(ROW_LOST);
    expect(isFullyReconciled(first)).toBe(true);
    expect(isFullyReconciled(lost)).toBe(false);

    expect(chooseScanReading(first, lost)).toBe(first);
    expect(chooseScanReading(lost, reading(ROW_LOST))).toBe(lost);
  });

  it("takes the second reading's money where only it reconciles, and the first reading's dates and words on the rows both read alike", () => {
    // The first model lost a row; the second read a date a day early and bent a word.
    const first = reading(ROW_LOST);
    const second = reading(['06/04  STRlPE TRANSFER 642468  500.00  1,500.00', '06/12  ONDECK CAPITAL PAYMNT  -120.00  1,380.00', '06/20  MONTHLY SERVICE FEE  -50.00  1,330.00']);
    const chosen = chooseScanReading(first, second);

    expect(chosen.reconciliation.is_reconciled).toBe(true);
    expect(second.transactions[0]).toMatchObject({ date: '2023-06-04', description: 'STRlPE TRANSFER 642468' });
    expect(second.transactions[1]).toMatchObject({ date: '2023-06-12', amount: 120, direction: 'debit', running_balance: 1380 });
    expect(chosen.transactions).toEqual([
      // Read alike (amount and direction): the first reading's date and description.
      { date: '2023-06-05', description: 'STRIPE TRANSFER 642468', amount: 500, direction: 'credit', running_balance: 1500 },
      // Only the second reading read it: as the second read it.
      second.transactions[1],
      { date: '2023-06-20', description: 'MONTHLY SERVICE FEE', amount: 50, direction: 'debit', running_balance: 1330 },
    ]);
    expect(chosen.accounts?.[0].transactions).toEqual(chosen.transactions);
    expect(chosen.warnings[0]).toMatch(/^Read a second time with another OCR model: the first reading did not reconcile \(.+\); this one does/);
  });

  it("pairs a row a misread date moved among its neighbours with the first reading's one row of its amount left", () => {
    // A statement listed by date: the second reading read ONDECK's 06/12 as 06/04 and listed it before STRIPE's 06/05.
    const printed = reading(PRINTED);
    const unreconciled = { ...printed.reconciliation, is_reconciled: false, reason: 'off by 1.00' };
    const first = { ...printed, reconciliation: unreconciled, accounts: printed.accounts?.map((account) => ({ ...account, reconciliation: unreconciled })) };
    const [stripe, ondeck, fee] = printed.transactions;
    const moved = [{ ...ondeck, date: '2023-06-04', description: 'ONDECK CAPlTAL PAYMENT' }, stripe, fee];
    const second = { ...printed, transactions: moved, accounts: printed.accounts?.map((account) => ({ ...account, transactions: moved })) };

    expect(chooseScanReading(first, second).transactions).toEqual([ondeck, stripe, fee]);
  });

  it('asks for a second reading of a statement that does not reconcile, where it printed a balance to reconcile against', () => {
    expect(wantsSecondReading(reading(PRINTED), 1)).toBe(false);
    expect(wantsSecondReading(reading(ROW_LOST), 1)).toBe(true);
    // A long scan is read once (the second reading would take as long again).
    expect(wantsSecondReading(reading(ROW_LOST), 21)).toBe(false);
    // Running balances alone (no starting or ending balance read): no reading can reconcile it.
    const unbalanced = extractBankStatement([['First Commerce Bank', 'Statement Period 06/01/2023 - 06/30/2023', 'Date  Description  Amount  Balance', ...ROW_LOST].join('\n')], { scanned: true });
    expect(unbalanced.reconciliation.is_reconciled).toBe(false);
    expect(wantsSecondReading(unbalanced, 1)).toBe(false);
  });

  it('keeps the first reading where the readings found different accounts, or the second lost rows', () => {
    const first = reading(ROW_LOST);
    const twoAccounts = { ...first, accounts: [...(first.accounts ?? []), ...(first.accounts ?? [])] };
    expect(chooseScanReading(twoAccounts, reading(PRINTED))).toBe(twoAccounts);
    // Two rows fewer than the first reading (two lost rows whose amounts cancel out reconcile all the same).
    const extra = ['06/25  WIRE IN  75.00  1,405.00', '06/26  WIRE OUT  -75.00  1,330.00'];
    const longer = reading([...PRINTED.slice(0, 2), ...extra, PRINTED[2].replace('1,330.00', '1,255.00')], '1,330.00');
    expect(isFullyReconciled(longer)).toBe(false);
    expect(chooseScanReading(longer, reading(PRINTED))).toBe(longer);
  });

  it("never gives a row another payee's date and words: of two debits of one amount, the first reading's row pairs with its own", () => {
    const payees = ['06/05  STRIPE TRANSFER 642468  500.00  1,500.00', '06/12  ONDECK CAPITAL PAYMENT  -250.00  1,250.00', '06/13  KAPITUS SERVICING DEBIT  -250.00  1,000.00'];
    // The first reading lost ONDECK's row and read the holder; the second read every row and bent the holder's name.
    const first = reading([payees[0], payees[2]], '1,000.00');
    const second = reading(payees, '1,000.00');
    const chosen = chooseScanReading({ ...first, business_name: 'CEDAR PARK ROOFING LLC' }, { ...second, business_name: 'CEDAR PARX R0OFING LLC' });
    expect(chosen.transactions.map((row) => [row.date, row.description])).toEqual([
      ['2023-06-05', 'STRIPE TRANSFER 642468'],
      ['2023-06-12', 'ONDECK CAPITAL PAYMENT'],
      ['2023-06-13', 'KAPITUS SERVICING DEBIT'],
    ]);
    expect(chosen.business_name).toBe('CEDAR PARK ROOFING LLC');
  });
});
