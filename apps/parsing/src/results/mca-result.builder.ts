import type { Parsing } from '@uw/contracts';
import type { BankStatementExtraction } from '@uw/bank-statement-extraction';

export interface ExtractedDocument {
  document_id: string;
  extraction: BankStatementExtraction;
}

/**
 * Assembles the Book's `parser_v2_mca_result` from each statement's extraction: accounts are merged
 * across statements by bank and account number and numbered from 1; statements are ordered by date;
 * transaction ids run from 1 in account, date and printed order, so they are stable for a parse.
 */
export function buildMcaParserResult(documents: ExtractedDocument[]): Parsing.McaParserResult {
  const accounts: Parsing.ParsedAccount[] = [];
  const accountIds = new Map<string, number>();
  const statements: Array<Parsing.ParsedStatement & { rows: BankStatementExtraction['transactions'] }> = [];

  for (const { document_id, extraction } of documents) {
    // A document may print several accounts (checking and savings); each becomes its own ledger account.
    for (const reading of extraction.accounts ?? [extraction]) {
      const identity = { ...extraction, account_number: reading.account_number, account_type: reading.account_type };
      const key = accountKey(identity, document_id);
      let accountId = accountIds.get(key);
      if (accountId === undefined) {
        accountId = accounts.length + 1;
        accountIds.set(key, accountId);
        accounts.push({
          account_id: accountId,
          account_number: reading.account_number ?? 'unknown',
          // The bank's name and the account's type, as far as printed (`Marcus Online Savings` alone, no made-up `Bank`).
          account_name: [extraction.bank_name, reading.account_type].filter(Boolean).join(' ') || null,
          account_type: reading.account_type,
          bank_name: extraction.bank_name,
          routing_number: extraction.routing_number,
          business_name: extraction.business_name,
          business_address: extraction.business_address ?? null,
        });
      }
      statements.push({
        document_id,
        account_id: accountId,
        statement_start_date: reading.statement_start_date,
        statement_end_date: reading.statement_end_date,
        starting_balance: reading.starting_balance,
        ending_balance: reading.ending_balance,
        reconciliation: reading.reconciliation,
        warnings: reading === extraction ? extraction.warnings : warningsOf(extraction.warnings, reading.account_number),
        rows: reading.transactions,
      });
    }
  }

  statements.sort((a, b) => a.account_id - b.account_id || (a.statement_start_date ?? '').localeCompare(b.statement_start_date ?? ''));
  const transactions: Parsing.ParsedTransaction[] = [];
  for (const statement of statements) {
    for (const row of statement.rows) {
      transactions.push({
        transaction_id: transactions.length + 1,
        document_id: statement.document_id,
        account_id: statement.account_id,
        transaction_date: row.date,
        description: row.description,
        amount: row.amount,
        transaction_type: row.direction,
        ledger_balance: row.running_balance,
        tag: [],
      });
    }
  }

  return {
    version: 1,
    accounts,
    statements: statements.map(({ rows: _rows, ...statement }) => statement),
    transactions,
    business: { name: documents.map((d) => d.extraction.business_name).find((name) => !!name) ?? null },
    positions: [],
  };
}

/** Warnings of a multi-account document name their account (`<account> <start> to <end>: ...`) or none. */
function warningsOf(warnings: readonly string[], accountNumber: string | null): string[] {
  const named = warnings.filter((warning) => /^\S+ \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: /.test(warning));
  return named.length === warnings.length && accountNumber ? warnings.filter((warning) => warning.startsWith(`${accountNumber} `)) : [...warnings];
}

function accountKey(extraction: Pick<BankStatementExtraction, 'account_number' | 'bank_name'>, documentId: string): string {
  const number = (extraction.account_number ?? '').replace(/[^0-9A-Za-z*xX]/g, '');
  if (!number) return `document:${documentId}`;
  // Masked numbers print only their last digits; those identify the account within one bank.
  const tail = number.replace(/[^0-9]/g, '').slice(-4);
  return `${(extraction.bank_name ?? '').toLowerCase()}|${tail || number}`;
}
