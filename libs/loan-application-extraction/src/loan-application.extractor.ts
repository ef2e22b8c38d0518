import { readBusinessFields } from './assembly/business-fields.reader';
import { readOwners } from './assembly/owners.reader';
import { type ValueEvent } from './layout/application-event.model';
import { readLabelledValues } from './layout/labelled-values.reader';
import { type EntityType, type LoanApplication } from './model/loan-application.schema';

/** Fields an application is expected to state; `missing_fields` lists those it does not. */
const EXPECTED_FIELDS = [
  'business_legal_name', 'dba', 'ein', 'entity_type', 'industry', 'business_start_date', 'address.street', 'address.city', 'address.state',
  'address.postal_code', 'phone', 'email', 'requested_amount', 'stated_monthly_revenue', 'use_of_funds',
] as const;
const OWNER_FIELDS = ['name', 'title', 'ownership_pct', 'ssn_last4', 'home_address'] as const;

/**
 * Reads a loan application ("ISO application") from its page texts (`extractPdfText` lines): labels
 * and their synonyms find the values, wherever the form puts them. A field the form does not state
 * readably is null and listed in `missing_fields`; nothing is inferred from other fields.
 */
export function extractLoanApplication(pages: readonly string[]): LoanApplication {
  const events = readLabelledValues(pages);
  const business = readBusinessFields(events.filter((event): event is ValueEvent => event.kind === 'value' && event.scope === 'business'));
  const owners = readOwners(events);
  const text = (path: string) => business.text(path);
  const number = (path: string) => business.number(path);

  const application: LoanApplication = {
    business_legal_name: text('business_legal_name'),
    dba: text('dba'),
    ein: text('ein'),
    entity_type: text('entity_type') as EntityType | null,
    industry: text('industry'),
    business_start_date: text('business_start_date'),
    years_in_business: number('years_in_business'),
    address: { street: text('address.street'), city: text('address.city'), state: text('address.state'), postal_code: text('address.postal_code') },
    state_code: text('address.state'),
    phone: text('phone'),
    email: text('email'),
    owners: owners.map(({ owner }) => owner),
    requested_amount: number('requested_amount'),
    stated_monthly_revenue: number('stated_monthly_revenue'),
    stated_annual_revenue: number('stated_annual_revenue'),
    use_of_funds: text('use_of_funds'),
    confidence: {},
    missing_fields: [],
  };

  for (const [path, confidence] of business.confidence) application.confidence[path] = confidence;
  if (application.state_code !== null) application.confidence['state_code'] = business.confidence.get('address.state') ?? 0;
  owners.forEach(({ confidence }, index) => {
    for (const [field, value] of Object.entries(confidence)) application.confidence[`owners.${index}.${field}`] = value;
  });

  application.missing_fields = [
    ...EXPECTED_FIELDS.filter((path) => !business.values.has(path)).filter((path) => !(path === 'stated_monthly_revenue' && business.values.has('stated_annual_revenue'))),
    ...(owners.length === 0 ? ['owners'] : []),
    ...owners.flatMap(({ owner }, index) => OWNER_FIELDS.filter((field) => owner[field] === null).map((field) => `owners.${index}.${field}`)),
  ];
  return application;
}
