import { type ProfiledDocumentType } from '../document-type.model';
import { type DocumentProfile } from '../marker.model';
import { AR_REPORT_PROFILE } from './ar-report.profile';
import { BANK_STATEMENT_PROFILE } from './bank-statement.profile';
import { BANKLINK_ASSET_REPORT_PROFILE } from './banklink-asset-report.profile';
import { CREDIT_REPORT_PROFILE } from './credit-report.profile';
import { LOAN_APPLICATION_PROFILE } from './loan-application.profile';
import { MONTH_TO_DATE_PROFILE } from './month-to-date.profile';
import { PHOTO_ID_PROFILE } from './photo-id.profile';
import { RECEIPT_PROFILE } from './receipt.profile';
import { TAX_FORM_PROFILE } from './tax-form.profile';
import { VERIFICATION_REPORT_PROFILE } from './verification-report.profile';
import { VOIDED_CHECK_PROFILE } from './voided-check.profile';

/** One profile per type the content can decide; the record type makes a new spec type fail to compile here. */
const PROFILES_BY_TYPE: Readonly<Record<ProfiledDocumentType, DocumentProfile>> = {
  bank_statement: BANK_STATEMENT_PROFILE,
  month_to_date: MONTH_TO_DATE_PROFILE,
  banklink_asset_report: BANKLINK_ASSET_REPORT_PROFILE,
  loan_application_form: LOAN_APPLICATION_PROFILE,
  receipt: RECEIPT_PROFILE,
  verification_report: VERIFICATION_REPORT_PROFILE,
  credit_report: CREDIT_REPORT_PROFILE,
  tax_form: TAX_FORM_PROFILE,
  ar_report: AR_REPORT_PROFILE,
  photo_id: PHOTO_ID_PROFILE,
  voided_check: VOIDED_CHECK_PROFILE,
};

export const DOCUMENT_PROFILES: readonly DocumentProfile[] = Object.values(PROFILES_BY_TYPE);
