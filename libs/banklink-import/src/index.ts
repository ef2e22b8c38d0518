export { importAssetReport, type AssetReportImport } from './asset-report.importer';
export { PlaidAssetReport } from './asset-report/asset-report.schema';
