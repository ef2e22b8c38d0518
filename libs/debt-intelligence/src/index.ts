export { type FunderLookup, type FunderLookupMatch } from './classification/funder-lookup.model';
export { type LoanTag } from './classification/loan-type.inference';
export { classifyLedger, type LedgerInput, type LedgerClassification } from './classification/ledger.classifier';
export { analyzePositions, type PositionAnalysisInput } from './analysis/positions.analyzer';
export { type FunderDetails } from './analysis/debt-position.assembler';
export { usBankHolidays, isBankBusinessDay, type BankHoliday } from './calendar/us-bank-holidays';
