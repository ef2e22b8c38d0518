import { STATEMENT_LAYOUTS } from './layouts/statement-layouts';
import { type TruthAccount } from './model/statement-truth.model';
import { generateStatement } from './statement.generator';

const cents = (value: number) => Math.round(value * 100);

function expectConsistent(account: TruthAccount): void {
  let balance = cents(account.opening_balance);
  for (const transaction of account.transactions) {
    expect(transaction.amount).toBeGreaterThan(0);
    balance += transaction.direction === 'credit' ? cents(transaction.amount) : -cents(transaction.amount);
    expect(cents(transaction.balance_after)).toBe(balance);
  }
  expect(balance).toBe(cents(account.closing_balance));
  let opening = cents(account.opening_balance);
  for (const period of account.statements) {
    expect(cents(period.starting_balance)).toBe(opening);
    opening = cents(period.ending_balance);
  }
  expect(account.statements.reduce((sum, period) => sum + period.transaction_count, 0)).toBe(account.transactions.length);
}

describe('synthetic statement ground truth', () => {
  it.each(STATEMENT_LAYOUTS.map((layout) => [layout.family, layout] as const))('%s: start + credits - debits = end, running balances agree', (_family, layout) => {
    const statement = generateStatement(layout, 4242, `spec-${layout.family}`, { months: 2, accounts: Math.min(2, layout.maxAccounts) });
    expect(statement.truth.document_type).toBe(layout.documentType);
    expect(statement.pages.length).toBe(statement.truth.page_count);
    for (const account of statement.truth.accounts) {
      expect(account.transactions.length).toBeGreaterThan(0);
      expectConsistent(account);
    }
  });

  it('is reproducible from its seed', () => {
    const [layout] = STATEMENT_LAYOUTS;
    expect(generateStatement(layout, 7, 'a').truth.accounts).toEqual(generateStatement(layout, 7, 'a').truth.accounts);
  });
});
