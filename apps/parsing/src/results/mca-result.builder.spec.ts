import { Parsing } from '@uw/contracts';
import type { BankStatementExtraction } from '@uw/bank-statement-extraction';
import { buildMcaParserResult } from './mca-result.builder';

const reconciled = { is_reconciled: true, computed_ending_balance: 0, expected_ending_balance: 0, discrepancy: 0, first_divergent_row: null, reason: null };

function statement(overrides: Partial<BankStatementExtraction>): BankStatementExtraction {
  return {
    bank_name: 'First Example Bank',
    business_name: 'Joe’s Pizza LLC',
    account_number: '****1234',
    account_type: 'checking',
    routing_number: null,
    statement_start_date: '2026-03-01',
    statement_end_date: '2026-03-31',
    starting_balance: 100,
    ending_balance: 150,
    transactions: [
      { date: '2026-03-02', description: 'CARD SETTLEMENT', amount: 80, direction: 'credit', running_balance: 180 },
      { date: '2026-03-03', description: 'ACH DEBIT FUNDER', amount: 30, direction: 'debit', running_balance: 150 },
    ],
    reconciliation: reconciled,
    warnings: [],
    ...overrides,
  };
}

describe('buildMcaParserResult', () => {
  it('merges statements of one account, orders them by date and numbers transactions from 1', () => {
    const result = buildMcaParserResult([
      { document_id: 'april', extraction: statement({ statement_start_date: '2026-04-01', statement_end_date: '2026-04-30', account_number: 'XXXXXX1234' }) },
      { document_id: 'march', extraction: statement({}) },
      { document_id: 'savings', extraction: statement({ account_number: '****9876', account_type: 'savings', transactions: [] }) },
    ]);
    expect(Parsing.McaParserResult.safeParse(result).success).toBe(true);
    expect(result.accounts.map((a) => [a.account_id, a.account_number, a.account_type])).toEqual([
      [1, 'XXXXXX1234', 'checking'],
      [2, '****9876', 'savings'],
    ]);
    expect(result.statements.map((s) => [s.document_id, s.account_id])).toEqual([['march', 1], ['april', 1], ['savings', 2]]);
    expect(result.transactions.map((t) => [t.transaction_id, t.document_id, t.transaction_type])).toEqual([
      [1, 'march', 'credit'],
      [2, 'march', 'debit'],
      [3, 'april', 'credit'],
      [4, 'april', 'debit'],
    ]);
    expect(result.business.name).toBe('Joe’s Pizza LLC');
  });

  it('reads every account of a combined statement (checking and savings in one PDF) into its own ledger account', () => {
    const checking = statement({});
    const savingsRows = [{ date: '2026-03-15', description: 'INTEREST PAID', amount: 1.25, direction: 'credit' as const, running_balance: 501.25 }];
    const savings = {
      account_number: '****9876',
      account_type: 'savings',
      statement_start_date: '2026-03-01',
      statement_end_date: '2026-03-31',
      starting_balance: 500,
      ending_balance: 501.25,
      transactions: savingsRows,
      reconciliation: reconciled,
      statements: [],
    };
    const primary = { ...savings, account_number: '****1234', account_type: 'checking', starting_balance: 100, ending_balance: 150, transactions: checking.transactions };
    const result = buildMcaParserResult([{ document_id: 'combined', extraction: { ...checking, accounts: [primary, savings] } }]);
    expect(result.accounts.map((a) => [a.account_id, a.account_number, a.account_type])).toEqual([
      [1, '****1234', 'checking'],
      [2, '****9876', 'savings'],
    ]);
    expect(result.statements.map((s) => [s.document_id, s.account_id, s.starting_balance, s.ending_balance])).toEqual([
      ['combined', 1, 100, 150],
      ['combined', 2, 500, 501.25],
    ]);
    expect(result.transactions.filter((t) => t.account_id === 2).map((t) => [t.transaction_id, t.description])).toEqual([[3, 'INTEREST PAID']]);
  });

  it("names an account by its bank and type as far as they are printed", () => {
    const result = buildMcaParserResult([
      { document_id: 'a', extraction: statement({}) },
      { document_id: 'b', extraction: statement({ bank_name: null, account_number: '****5555', account_type: 'Marcus Online Savings' }) },
      { document_id: 'c', extraction: statement({ account_number: '****6666', account_type: null }) },
      { document_id: 'd', extraction: statement({ bank_name: null, account_number: '****7777', account_type: null }) },
    ]);
    expect(result.accounts.map((account) => account.account_name)).toEqual(['First Example Bank checking', 'Marcus Online Savings', 'First Example Bank', null]);
    expect(Parsing.McaParserResult.safeParse(result).success).toBe(true);
  });

  it('keeps a statement without an account number as its own account', () => {
    const result = buildMcaParserResult([
      { document_id: 'a', extraction: statement({ account_number: null }) },
      { document_id: 'b', extraction: statement({ account_number: null }) },
    ]);
    expect(result.accounts).toHaveLength(2);
  });
});
