import { Parsing } from '@uw/contracts';
import { importAssetReport } from '../asset-report.importer';
import { assetReportResponse } from '../test/asset-report.fixture';

/** Expected values are worked out by hand from the fixture's rows (see the sums in each test). */
describe('an asset report with two accounts over January to March', () => {
  const imported = importAssetReport(assetReportResponse(), 'doc-banklink-1');
  if (!imported.ok) throw new Error(imported.reason);
  const { result, warnings } = imported;

  it('is a valid parser result', () => {
    expect(Parsing.McaParserResult.parse(result)).toEqual(result);
    expect(result.positions).toEqual([]);
    expect(result.business).toEqual({ name: 'GREEN ACRES LANDSCAPING LLC' });
  });

  it('numbers one account per linked account, from 1, with its institution', () => {
    expect(result.accounts).toEqual([
      {
        account_id: 1,
        account_number: '****1234',
        account_name: 'Chase Business Complete Checking',
        account_type: 'checking',
        bank_name: 'Chase',
        routing_number: null,
        business_name: 'GREEN ACRES LANDSCAPING LLC',
      },
      {
        account_id: 2,
        account_number: '****5678',
        account_name: 'Way2Save Savings',
        account_type: 'savings',
        bank_name: 'Wells Fargo',
        routing_number: null,
        business_name: null,
      },
    ]);
  });

  it('splits each account into calendar months clipped to the 91 days the report covers', () => {
    const periods = result.statements.map((s) => [s.account_id, s.statement_start_date, s.statement_end_date]);
    expect(periods).toEqual([
      [1, '2024-01-03', '2024-01-31'],
      [1, '2024-02-01', '2024-02-29'],
      [1, '2024-03-01', '2024-03-31'],
      [2, '2024-01-03', '2024-01-31'],
      [2, '2024-02-01', '2024-02-29'],
      [2, '2024-03-01', '2024-03-31'],
    ]);
    expect(result.statements.every((s) => s.document_id === 'doc-banklink-1')).toBe(true);
  });

  it('rebuilds the operating balances backwards from the current 20,000.00', () => {
    // March: +3,900 +10,000 -499x4 -1,200 -2,000 -812.40 = +7,891.60; February: +4,200 +2,750.50 -499x4 -1,200 -35 = +3,719.50;
    // January: +5,000 +3,000 -499x3 -1,200 -150.25 = +5,152.75.
    const balances = result.statements.filter((s) => s.account_id === 1).map((s) => [s.starting_balance, s.ending_balance]);
    expect(balances).toEqual([
      [3236.15, 8388.9],
      [8388.9, 12108.4],
      [12108.4, 20000],
    ]);
  });

  it('rebuilds the savings balances from the current 7,525.10', () => {
    // March +2,001.10; February -300 +0.90 = -299.10; January +1,000.85.
    const balances = result.statements.filter((s) => s.account_id === 2).map((s) => [s.starting_balance, s.ending_balance]);
    expect(balances).toEqual([
      [4822.25, 5823.1],
      [5823.1, 5524],
      [5524, 7525.1],
    ]);
  });

  it('reads Plaid signs: a positive amount is a debit, a negative one a credit', () => {
    const byReportId = (description: string) => result.transactions.find((t) => t.description === description);
    expect(byReportId('STRIPE TRANSFER ST-J1')).toMatchObject({ amount: 5000, transaction_type: 'credit', transaction_date: '2024-01-05' });
    expect(byReportId('ELM PROPERTIES RENT')).toMatchObject({ amount: 1200, transaction_type: 'debit', transaction_date: '2024-01-08' });
    expect(byReportId('INTEREST PAYMENT')).toMatchObject({ amount: 0.85, transaction_type: 'credit', account_id: 2 });
    const credits = result.transactions.filter((t) => t.account_id === 1 && t.transaction_type === 'credit');
    expect(credits.reduce((sum, t) => sum + t.amount, 0)).toBeCloseTo(8000 + 6950.5 + 13900, 2);
  });

  it('numbers settled transactions from 1 in account and date order, same-day rows in report order', () => {
    expect(result.transactions.map((t) => t.transaction_id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(result.transactions.slice(0, 3).map((t) => [t.transaction_date, t.description])).toEqual([
      ['2024-01-05', 'STRIPE TRANSFER ST-J1'],
      ['2024-01-08', 'ELM PROPERTIES RENT'],
      ['2024-01-12', 'SQUARE INC DEPOSIT 240112'],
    ]);
    expect(result.transactions.filter((t) => t.transaction_date === '2024-03-15' && t.account_id === 1).map((t) => [t.transaction_id, t.description])).toEqual([
      [20, 'ONLINE TRANSFER TO SAV ****5678'],
      [21, 'WIRE FROM BLUEVINE CAPITAL'],
    ]);
    expect(result.transactions[24]).toMatchObject({ account_id: 2, transaction_date: '2024-01-10', amount: 1000 });
  });

  it('describes a row by its original description, else its name', () => {
    expect(result.transactions.find((t) => t.transaction_date === '2024-01-31' && t.account_id === 1)?.description).toBe('Home Depot');
  });

  it('carries the running balance on every row, ending each day where the balance history does', () => {
    const ledger = (id: number) => result.transactions.find((t) => t.transaction_id === id)?.ledger_balance;
    expect(ledger(1)).toBe(8236.15);
    expect(ledger(7)).toBe(8388.9);
    expect(ledger(21)).toBe(21810.4);
    expect(ledger(24)).toBe(20000);
    expect(ledger(30)).toBe(7525.1);
  });

  it('leaves pending rows out and says how many', () => {
    expect(result.transactions.some((t) => t.transaction_date === '2024-04-01')).toBe(false);
    expect(warnings).toContain('3 pending transactions were left out: they have not settled');
  });

  it('reconciles the operating months with every historical balance of their days', () => {
    for (const statement of result.statements.filter((s) => s.account_id === 1)) {
      expect(statement.reconciliation).toEqual({
        is_reconciled: true,
        computed_ending_balance: statement.ending_balance,
        expected_ending_balance: statement.ending_balance,
        discrepancy: 0,
        first_divergent_row: null,
        reason: null,
      });
      expect(statement.warnings).toEqual([]);
    }
  });

  it('flags the savings month whose historical balance disagrees, and only that one', () => {
    const [january, february, march] = result.statements.filter((s) => s.account_id === 2);
    expect(january?.reconciliation.is_reconciled).toBe(true);
    expect(march?.reconciliation.is_reconciled).toBe(true);
    expect(february?.reconciliation).toMatchObject({
      is_reconciled: false,
      computed_ending_balance: 5524,
      expected_ending_balance: 5474,
      discrepancy: 50,
      first_divergent_row: 1,
    });
    expect(february?.reconciliation.reason).toContain('5,524.00 at the end of 2024-02-29');
    expect(february?.reconciliation.reason).toContain('historical balance for that day is 5,474.00');
  });
});
