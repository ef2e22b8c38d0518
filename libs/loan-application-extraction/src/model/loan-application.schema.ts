/** The application's shape is a contract (`book_meta.parser_v2_loan_application`), defined in libs/contracts. */
import { Parsing } from '@uw/contracts';

export const { ENTITY_TYPES, EntityType, LoanApplicationAddress, LoanApplicationOwner, LoanApplication } = Parsing;
export type EntityType = Parsing.EntityType;
export type LoanApplicationAddress = Parsing.LoanApplicationAddress;
export type LoanApplicationOwner = Parsing.LoanApplicationOwner;
export type LoanApplication = Parsing.LoanApplication;
