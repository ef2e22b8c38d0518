import { importAssetReport } from '../asset-report.importer';

const report = (accounts: unknown[]) => ({ date_generated: '2024-03-10T09:00:00Z', items: [{ institution_name: 'Chase', accounts }] });
const row = (amount: number, date: string, pending = false) => ({ transaction_id: `${date}-${amount}`, amount, date, name: 'ROW', pending });

describe('balances when the report states fewer of them', () => {
  it('rebuilds from the current balance alone when there are no historical balances, and says so', () => {
    const imported = importAssetReport(
      report([{ account_id: 'a', mask: '0001', type: 'depository', subtype: 'checking', balances: { current: 1000 }, transactions: [row(-200, '2024-02-20'), row(50, '2024-03-02')] }]),
      'doc-2',
    );
    if (!imported.ok) throw new Error(imported.reason);
    // Without days_available the window opens on the first transaction: February 20 to March 10.
    expect(imported.result.statements.map((s) => [s.statement_start_date, s.statement_end_date, s.starting_balance, s.ending_balance])).toEqual([
      ['2024-02-20', '2024-02-29', 850, 1050],
      ['2024-03-01', '2024-03-10', 1050, 1000],
    ]);
    expect(imported.result.statements[0]?.reconciliation).toMatchObject({ is_reconciled: true, discrepancy: 0 });
    expect(imported.result.statements[0]?.warnings).toEqual([
      'No historical balances cover 2024-02-20 to 2024-02-29; balances are rebuilt from the current balance of 2024-03-10 alone',
    ]);
  });

  it('anchors on the latest historical balance when the current one is null', () => {
    const imported = importAssetReport(
      report([
        {
          account_id: 'b',
          mask: '0002',
          balances: { current: null },
          historical_balances: [{ date: '2024-03-05', current: 300 }],
          transactions: [row(-100, '2024-03-01'), row(40, '2024-03-08')],
        },
      ]),
      'doc-2',
    );
    if (!imported.ok) throw new Error(imported.reason);
    expect(imported.result.statements[0]).toMatchObject({ starting_balance: 200, ending_balance: 260 });
    expect(imported.warnings).toContain('Account ****0002: no current balance; balances rebuilt from the historical balance of 2024-03-05');
  });

  it('leaves balances unknown, and the statement unreconciled, when the report states none', () => {
    const imported = importAssetReport(report([{ account_id: 'c', mask: '0003', balances: {}, transactions: [row(10, '2024-03-01')] }]), 'doc-2');
    if (!imported.ok) throw new Error(imported.reason);
    expect(imported.result.statements[0]).toMatchObject({ starting_balance: null, ending_balance: null, reconciliation: { is_reconciled: false } });
    expect(imported.result.transactions[0]?.ledger_balance).toBeNull();
  });

  it('reads a credit card balance as an amount owed: purchases raise it', () => {
    const imported = importAssetReport(
      report([{ account_id: 'd', mask: '0004', type: 'credit', subtype: 'credit card', balances: { current: 500 }, transactions: [row(120, '2024-03-03'), row(-300, '2024-03-06')] }]),
      'doc-2',
    );
    if (!imported.ok) throw new Error(imported.reason);
    expect(imported.result.statements[0]).toMatchObject({ starting_balance: 680, ending_balance: 500 });
    expect(imported.result.transactions.map((t) => [t.transaction_type, t.ledger_balance])).toEqual([
      ['debit', 800],
      ['credit', 500],
    ]);
  });

  it('gives an account without transactions one statement for the report month', () => {
    const imported = importAssetReport(report([{ account_id: 'e', mask: '0005', balances: { current: 75 }, days_available: 30 }]), 'doc-2');
    if (!imported.ok) throw new Error(imported.reason);
    expect(imported.result.statements).toMatchObject([{ statement_start_date: '2024-03-01', statement_end_date: '2024-03-10', starting_balance: 75, ending_balance: 75 }]);
  });
});
