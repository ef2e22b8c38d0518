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

  it('asks for a second reading of a statement that does not reconcile, where it printed a balance to reconcile against', () => {
    expect(wantsSecondReading(reading(PRINTED))).toBe(false);
    expect(wantsSecondReading(reading(ROW_LOST))).toBe(true);
    // Running balances alone (no starting or ending balance read): no reading can reconcile it.
    const unbalanced = extractBankStatement([['First Commerce Bank', 'Statement Period 06/01/2023 - 06/30/2023', 'Date  Description  Amount  Balance', ...ROW_LOST].join('\n')], { scanned: true });
    expect(unbalanced.reconciliation.is_reconciled).toBe(false);
    expect(wantsSecondReading(unbalanced)).toBe(false);
  });

  it('keeps the second reading whole where the readings found different accounts', () => {
    const first = reading(ROW_LOST);
    const second = reading(PRINTED);
    const twoAccounts = { ...first, accounts: [...(first.accounts ?? []), ...(first.accounts ?? [])] };
    expect(chooseScanReading(twoAccounts, second).transactions).toEqual(second.transactions);
  });
});
