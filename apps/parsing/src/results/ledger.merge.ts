import type { Parsing } from '@uw/contracts';

/**
 * One ledger from several (bank-link reports of one Book, each numbered from 1): accounts and
 * transactions are renumbered in order, so ids stay unique within the Book.
 */
export function mergeLedgers(ledgers: readonly Parsing.McaParserResult[]): Parsing.McaParserResult {
  const merged: Parsing.McaParserResult = { version: 1, accounts: [], statements: [], transactions: [], business: { name: null }, positions: [] };
  for (const ledger of ledgers) {
    const accountOffset = merged.accounts.length;
    const transactionOffset = merged.transactions.length;
    merged.accounts.push(...ledger.accounts.map((account) => ({ ...account, account_id: account.account_id + accountOffset })));
    merged.statements.push(...ledger.statements.map((statement) => ({ ...statement, account_id: statement.account_id + accountOffset })));
    merged.transactions.push(
      ...ledger.transactions.map((transaction) => ({
        ...transaction,
        transaction_id: transaction.transaction_id + transactionOffset,
        account_id: transaction.account_id + accountOffset,
      })),
    );
    merged.business.name ??= ledger.business.name;
  }
  return merged;
}
