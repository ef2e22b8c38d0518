export { type FunderLookup } from './classification/funder-lookup.model';
export { classifyLedger, type LedgerInput, type LedgerClassification } from './classification/ledger.classifier';
export { analyzePositions, type PositionAnalysisInput } from './analysis/positions.analyzer';
export { type FunderDetails } from './analysis/debt-position.assembler';
export { usBankHolidays, isBankBusinessDay, type BankHoliday } from './calendar/us-bank-holidays';
