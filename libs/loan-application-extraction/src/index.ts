export { extractLoanApplication } from './loan-application.extractor';
export {
  ENTITY_TYPES,
  EntityType,
  LoanApplication,
  LoanApplicationAddress,
  LoanApplicationOwner,
} from './model/loan-application.schema';
