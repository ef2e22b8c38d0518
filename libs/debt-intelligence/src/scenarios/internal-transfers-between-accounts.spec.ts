import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { LedgerBuilder } from '../testing/ledger.builder';

describe("transfers between the holder's own two accounts", () => {
  freezeClock();
  const ledger = new LedgerBuilder({ start: '2024-06-03', end: '2024-06-28' })
    .account(1, '000123451234')
    .account(2, '000987655678')
    .debit('2024-06-14', 5_000, 'ONLINE TRANSFER TO CHK ...5678 TRANSACTION#: 20931422017', 1)
    .credit('2024-06-14', 5_000, 'ONLINE TRANSFER FROM CHK ...1234 TRANSACTION#: 20931422017', 2)
    .debit('2024-06-20', 2_500, 'TRANSFER 06/20 REF 88123', 2)
    .credit('2024-06-21', 2_500, 'DEPOSIT REF 5521', 1)
    .credit('2024-06-24', 1_000, 'MOBILE CHECK DEPOSIT', 1)
    .debit('2024-06-24', 1_000, 'CHECK 1187', 2);
  const { transactions } = analyzeLedger(ledger);
  const tags = transactions.map((transaction) => [transaction.description.slice(0, 18), transaction.tag]);

  it('tags transfer wording between the accounts, and an equal opposite amount the next day, as internal', () => {
    expect(tags.slice(0, 4)).toEqual([
      ['ONLINE TRANSFER TO', ['internal_transfer']],
      ['ONLINE TRANSFER FR', ['internal_transfer']],
      ['TRANSFER 06/20 REF', ['internal_transfer']],
      ['DEPOSIT REF 5521', ['internal_transfer']],
    ]);
  });

  it('leaves equal amounts without transfer wording alone: the deposit is revenue', () => {
    expect(tags.slice(4)).toEqual([
      ['MOBILE CHECK DEPOS', ['untagged', 'true_revenue']],
      ['CHECK 1187', ['untagged']],
    ]);
  });
});
