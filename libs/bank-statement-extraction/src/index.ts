export { extractBankStatement } from './bank-statement.extractor';
export { chooseScanReading, wantsSecondReading } from './reconciliation/scan-readings.chooser';
export { englishWordShare, judgeTextLayer, type TextLayerJudgement } from './text/english-words';
export {
  type BankStatementExtraction,
  type StatementAccount,
  type StatementPeriodReading,
  type StatementReconciliation,
  type StatementTransaction,
  type TransactionDirection,
} from './model/bank-statement.model';
export type { PrintedAddress } from './header/business-address.finder';
