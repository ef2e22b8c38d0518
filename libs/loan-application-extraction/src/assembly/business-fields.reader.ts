import { type ValueEvent } from '../layout/application-event.model';
import { readCalendarDate } from '../values/calendar-date.parser';
import { readEntityType } from '../values/entity-type.parser';
import { readEin, readEmail, readPhone } from '../values/identifier.parser';
import { readMoney, readYears } from '../values/money.parser';
import { readPostalAddress } from '../values/postal-address.parser';
import { readShortText } from '../values/text-value.cleaner';
import { readPostalCode, readStateCode } from '../values/us-state.parser';
import { confidenceOf, FirstReadings } from './field-confidence';

/** Reads the business's values into fields, each the first readable value of its labels. */
export function readBusinessFields(events: readonly ValueEvent[]): FirstReadings {
  const fields = new FirstReadings();
  for (const event of events) {
    const raw = event.raw;
    const confidence = confidenceOf(event);
    switch (event.field) {
      case 'business_legal_name':
      case 'name':
        fields.set('business_legal_name', readShortText(raw), confidence);
        break;
      case 'dba':
        fields.set('dba', readShortText(raw), confidence);
        break;
      case 'ein':
        fields.set('ein', readEin(raw), confidence);
        break;
      case 'entity_type':
        fields.set('entity_type', readEntityType(raw), confidence);
        break;
      case 'business_or_entity_type': {
        // "Type of business" asks for the legal form on some forms and for the trade on others.
        const entity = readEntityType(raw, true);
        if (entity !== null) fields.set('entity_type', entity, confidenceOf(event, 0.9));
        else fields.set('industry', readShortText(raw), confidenceOf(event, 0.8));
        break;
      }
      case 'industry':
        fields.set('industry', readShortText(raw), confidence);
        break;
      case 'business_start_date':
        fields.set('business_start_date', readCalendarDate(raw.trim()), confidence);
        if (readCalendarDate(raw.trim()) === null) fields.set('years_in_business', readYears(raw), confidenceOf(event, 0.9));
        break;
      case 'years_in_business':
        fields.set('years_in_business', readYears(raw), confidence);
        break;
      case 'street': {
        const address = readPostalAddress(raw, true);
        fields.set('address.street', address.street, confidence);
        setPlace(fields, address, confidenceOf(event, 0.9));
        break;
      }
      case 'city_state_zip':
        setPlace(fields, readPostalAddress(raw, false), confidence);
        break;
      case 'city':
        fields.set('address.city', readShortText(raw, 4), confidence);
        break;
      case 'state':
        fields.set('address.state', readStateCode(raw), confidence);
        break;
      case 'postal_code':
        fields.set('address.postal_code', readPostalCode(raw), confidence);
        break;
      case 'phone':
        fields.set('phone', readPhone(raw), confidence);
        break;
      case 'email':
        fields.set('email', readEmail(raw), confidence);
        break;
      case 'requested_amount':
        fields.set('requested_amount', readMoney(raw), confidence);
        break;
      case 'monthly_revenue':
        fields.set('stated_monthly_revenue', readMoney(raw), confidence);
        break;
      case 'annual_revenue':
        fields.set('stated_annual_revenue', readMoney(raw), confidence);
        break;
      case 'use_of_funds':
        fields.set('use_of_funds', readShortText(raw, 20), confidence);
        break;
      default:
        break;
    }
  }
  return fields;
}

function setPlace(fields: FirstReadings, address: ReturnType<typeof readPostalAddress>, confidence: number): void {
  fields.set('address.city', address.city, confidence);
  fields.set('address.state', address.state, confidence);
  fields.set('address.postal_code', address.postal_code, confidence);
}
