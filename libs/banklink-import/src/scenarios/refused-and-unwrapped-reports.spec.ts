import { importAssetReport } from '../asset-report.importer';
import { assetReportResponse } from '../test/asset-report.fixture';

function reasonFor(json: unknown): string {
  const imported = importAssetReport(json, 'doc-1');
  if (imported.ok) throw new Error('expected a refusal');
  return imported.reason;
}

describe('what is and is not read as an asset report', () => {
  it('reads a bare report as well as the /asset_report/get response', () => {
    const imported = importAssetReport(assetReportResponse().report, 'doc-1');
    expect(imported.ok && imported.result.transactions).toHaveLength(30);
  });

  it('passes the provider warnings of the response on', () => {
    const response = {
      ...assetReportResponse(),
      warnings: [
        { warning_type: 'ASSET_REPORT_WARNING', warning_code: 'OWNERS_UNAVAILABLE', cause: { error_message: 'owner data unavailable', item_id: 'item-9' } },
      ],
    };
    const imported = importAssetReport(response, 'doc-1');
    expect(imported.ok && imported.warnings[0]).toBe('Provider warning ASSET_REPORT_WARNING/OWNERS_UNAVAILABLE: owner data unavailable (item item-9)');
  });

  it('refuses JSON that is not an object', () => {
    expect(reasonFor([1, 2])).toBe('This file is not a bank-link asset report: it holds a list, not an object with a report');
    expect(reasonFor(null)).toContain('it holds null');
  });

  it('refuses an object with neither a report nor items', () => {
    expect(reasonFor({ accounts: [], total: 3 })).toBe(
      'This JSON is not a bank-link asset report: it has no `report` object and no `items` list of linked institutions',
    );
  });

  it('names a missing part by its path', () => {
    const response = assetReportResponse();
    delete (response.report as Record<string, unknown>)['date_generated'];
    expect(reasonFor(response)).toBe('The asset report is incomplete: `report.date_generated` is missing');

    const withoutBalances = assetReportResponse();
    delete (withoutBalances.report.items[1]!.accounts[0] as Record<string, unknown>)['balances'];
    expect(reasonFor(withoutBalances)).toBe('The asset report is incomplete: `report.items[1].accounts[0].balances` is missing');
  });

  it('names a malformed part by its path', () => {
    const response = assetReportResponse();
    (response.report.items[0]!.accounts[0]!.transactions[3] as Record<string, unknown>)['amount'] = '499.00';
    expect(reasonFor(response)).toBe('The asset report is incomplete: `report.items[0].accounts[0].transactions[3].amount` should be a number but is not');
  });

  it('refuses a report without any account', () => {
    const response = assetReportResponse();
    for (const item of response.report.items) item.accounts = [];
    expect(reasonFor(response)).toBe('The asset report lists no bank accounts (every item has an empty `accounts` list)');
  });
});
