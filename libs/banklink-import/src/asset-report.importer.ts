import { type Parsing } from '@uw/contracts';
import { locateAssetReport } from './asset-report/asset-report.locator';
import { buildAccountLedger } from './ledger/account-ledger.builder';

export type AssetReportImport =
  | { ok: true; result: Parsing.McaParserResult; warnings: string[] }
  | { ok: false; reason: string };

/**
 * Reads a bank-link asset report (Plaid's `/asset_report/get` response or its bare `report`) into the
 * ledger statements produce: one account per linked account, numbered from 1 in report order, one
 * statement per calendar month, settled transactions with Book-unique ids from 1 in account and date
 * order. Pending transactions are left out and counted in the warnings.
 */
export function importAssetReport(json: unknown, documentId: string): AssetReportImport {
  const located = locateAssetReport(json);
  if (!located.ok) return located;
  const { report } = located;
  const reportDate = report.date_generated.slice(0, 10);

  const result: Parsing.McaParserResult = { version: 1, accounts: [], statements: [], transactions: [], business: { name: null }, positions: [] };
  const warnings = [...located.providerWarnings];
  let pending = 0;
  for (const item of report.items) {
    for (const account of item.accounts) {
      const ledger = buildAccountLedger({
        account,
        accountId: result.accounts.length + 1,
        institutionName: item.institution_name ?? null,
        documentId,
        reportDate,
        firstTransactionId: result.transactions.length + 1,
      });
      result.accounts.push(ledger.account);
      result.statements.push(...ledger.statements);
      result.transactions.push(...ledger.transactions);
      warnings.push(...ledger.warnings);
      pending += ledger.pendingSkipped;
    }
  }
  if (pending > 0) warnings.push(`${pending} pending transaction${pending === 1 ? ' was' : 's were'} left out: they have not settled`);
  result.business.name = result.accounts.find((account) => account.business_name !== null)?.business_name ?? null;
  return { ok: true, result, warnings };
}
