/** What a label on an application asks for. `ignored` labels end the value before them and are not read. */
export type FieldKey =
  | 'business_legal_name'
  | 'dba'
  | 'ein'
  | 'entity_type'
  | 'business_or_entity_type'
  | 'industry'
  | 'business_start_date'
  | 'years_in_business'
  | 'street'
  | 'city'
  | 'state'
  | 'postal_code'
  | 'city_state_zip'
  | 'phone'
  | 'email'
  | 'requested_amount'
  | 'monthly_revenue'
  | 'annual_revenue'
  | 'use_of_funds'
  | 'name'
  | 'owner_name'
  | 'owner_first_name'
  | 'owner_last_name'
  | 'owner_title'
  | 'ownership_pct'
  | 'ssn'
  | 'home_address'
  | 'ignored';

/**
 * Whose the labelled value is: the business's, an owner's, or whichever section the form is in
 * (a bare "Address", "City", "Phone" or "Name").
 */
export type LabelScope = 'business' | 'owner' | 'section';

export interface FieldLabel {
  field: FieldKey;
  scope: LabelScope;
  /** Lower-case synonyms; a space stands for any run of blanks. */
  synonyms: readonly string[];
}

/** "Owner 2", "Principal #1", "Guarantor 2 -": an owner's number before an owner label. */
export const OWNER_NUMBER_PREFIX = String.raw`(?:(?:owner|principal|guarantor|partner|officer)\s*#?\s*\d\s*[-:]?\s*)?`;

export const FIELD_LABELS: readonly FieldLabel[] = [
  {
    field: 'business_legal_name',
    scope: 'business',
    synonyms: [
      'legal business name', 'business legal name', 'legal name of business', 'legal name', 'legal / corporate name', 'corporate name',
      'company legal name', 'legal company name', 'business name', 'company name', 'company (as registered)', 'registered business name',
      'registered name', 'merchant legal name', 'merchant name', 'legal entity name', 'name of business', 'applicant business name',
    ],
  },
  { field: 'dba', scope: 'business', synonyms: ['dba name', 'dba', 'd/b/a', 'd.b.a.', 'doing business as', 'trade name'] },
  {
    field: 'ein',
    scope: 'business',
    synonyms: [
      'federal tax id number', 'federal tax id', 'federal tax i.d.', 'federal ein', 'fed tax id', 'tax id number', 'tax id', 'tax i.d.',
      'fein', 'ein', 'tin', 'employer identification number', 'federal id',
    ],
  },
  {
    field: 'entity_type',
    scope: 'business',
    synonyms: ['entity type', 'type of entity', 'legal entity type', 'legal entity', 'business entity', 'business structure', 'legal structure', 'ownership type', 'corporate structure'],
  },
  { field: 'business_or_entity_type', scope: 'business', synonyms: ['type of business', 'business type'] },
  {
    field: 'industry',
    scope: 'business',
    synonyms: [
      'industry type', 'type of industry', 'industry', 'nature of business', 'business description', 'description of business',
      'products/services', 'products or services sold', 'what does the business do',
    ],
  },
  {
    field: 'business_start_date',
    scope: 'business',
    synonyms: [
      'business start date', 'business inception date', 'start date', 'date business started', 'date business established', 'date established',
      'date of incorporation', 'incorporation date', 'inception date', 'date started', 'established', 'business established', 'in business since',
    ],
  },
  { field: 'years_in_business', scope: 'business', synonyms: ['years in business', 'time in business', '# of years in business', 'yrs in business', 'years of operation'] },
  {
    field: 'street',
    scope: 'section',
    synonyms: ['street address', 'address', 'physical address', 'mailing address', 'address line 1', 'street'],
  },
  { field: 'street', scope: 'business', synonyms: ['business address', 'company address', 'business street address', 'principal place of business', 'location address'] },
  { field: 'city', scope: 'section', synonyms: ['city'] },
  { field: 'state', scope: 'section', synonyms: ['state'] },
  { field: 'postal_code', scope: 'section', synonyms: ['zip code', 'zip', 'postal code', 'zipcode'] },
  { field: 'city_state_zip', scope: 'section', synonyms: ['city/state/zip', 'city, state, zip', 'city, state & zip', 'city state zip'] },
  { field: 'phone', scope: 'section', synonyms: ['phone', 'phone number', 'telephone', 'tel'] },
  { field: 'phone', scope: 'business', synonyms: ['business phone', 'company phone', 'office phone', 'main phone', 'business phone number'] },
  { field: 'email', scope: 'section', synonyms: ['email', 'e-mail', 'email address', 'e-mail address'] },
  { field: 'email', scope: 'business', synonyms: ['business email', 'company email', 'business e-mail'] },
  {
    field: 'requested_amount',
    scope: 'business',
    synonyms: [
      'amount requested', 'requested amount', 'funding amount requested', 'amount of funding requested', 'funding amount', 'funding requested',
      'requested funding', 'loan amount requested', 'loan amount', 'advance amount', 'desired amount', 'amount needed', 'amount of loan', 'requested loan amount',
      'how much funding do you need',
    ],
  },
  {
    field: 'monthly_revenue',
    scope: 'business',
    synonyms: [
      'average monthly sales', 'avg monthly sales', 'avg. monthly sales', 'monthly sales', 'average monthly revenue', 'avg monthly revenue', 'avg. monthly revenue',
      'monthly revenue', 'monthly gross revenue', 'gross monthly revenue', 'gross monthly sales', 'monthly gross sales', 'average monthly deposits',
      'avg monthly deposits', 'avg. monthly deposits', 'monthly deposits',
    ],
  },
  {
    field: 'annual_revenue',
    scope: 'business',
    synonyms: ['annual revenue', 'annual sales', 'gross annual sales', 'gross annual revenue', 'annual gross sales', 'annual gross revenue', 'yearly revenue', 'yearly sales'],
  },
  {
    field: 'use_of_funds',
    scope: 'business',
    synonyms: ['use of funds', 'use of proceeds', 'purpose of loan', 'purpose of funds', 'purpose of funding', 'loan purpose', 'intended use of funds', 'funds will be used for'],
  },
  { field: 'name', scope: 'section', synonyms: ['name', 'full name'] },
  {
    field: 'owner_name',
    scope: 'owner',
    synonyms: [
      'owner name', 'owner full name', 'owner/officer name', 'principal name', 'guarantor name', 'partner name', 'officer name',
      'owner \\d name', 'owner #\\d name', 'owner #\\d', 'owner \\d', 'principal \\d name', 'principal #\\d name', 'principal #\\d', 'principal \\d',
      'principal', 'owner', 'co-owner name', 'co-owner',
    ],
  },
  { field: 'owner_first_name', scope: 'owner', synonyms: ['first name'] },
  { field: 'owner_last_name', scope: 'owner', synonyms: ['last name'] },
  { field: 'owner_title', scope: 'owner', synonyms: ['title', 'owner title', 'position', 'officer title'] },
  {
    field: 'ownership_pct',
    scope: 'owner',
    synonyms: ['% ownership', '% of ownership', 'ownership %', 'ownership percentage', 'ownership percent', 'percent owned', '% owned', 'ownership', 'owned %'],
  },
  {
    field: 'ssn',
    scope: 'owner',
    synonyms: ['ssn', 'social security number', 'social security #', 'social security no.', 'social security', 'soc sec #', 'ss#', 'ss #', 'ssn (last 4)'],
  },
  { field: 'home_address', scope: 'owner', synonyms: ['home address', 'residential address', 'residence address', 'owner address', 'home street address'] },
  {
    field: 'ignored',
    scope: 'owner',
    synonyms: [
      'date of birth', 'dob', 'd.o.b.', 'home phone', 'cell phone', 'mobile phone', 'cell', 'mobile', 'owner email', 'personal email', 'credit score', 'fico',
      "driver's license", 'drivers license', 'driver license #', 'years at address', 'own or rent', 'own/rent', 'citizenship', 'us citizen',
    ],
  },
  {
    field: 'ignored',
    scope: 'section',
    synonyms: [
      'date', 'signature', 'print name', 'printed name', 'fax', 'website', 'web site', 'url', 'landlord', 'monthly rent', 'rent', 'mortgage', 'bank name',
      'account number', 'routing number', 'number of employees', '# of employees', 'employees', 'state of incorporation', 'state of organization',
      'sic code', 'naics', 'naics code', 'county', 'country', 'seasonal', 'current balance', 'funder', 'open balance',
    ],
  },
];
