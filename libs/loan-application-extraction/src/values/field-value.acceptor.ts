import { type FieldKey } from '../labels/field-label.catalog';
import { readCalendarDate } from './calendar-date.parser';
import { readEntityType } from './entity-type.parser';
import { readEin, readEmail, readPhone, readSsnLastFour } from './identifier.parser';
import { readMoney, readPercent, readYears } from './money.parser';
import { readPostalAddress } from './postal-address.parser';
import { readPersonName, readShortText } from './text-value.cleaner';
import { readPostalCode, readStateCode } from './us-state.parser';

/**
 * Whether text could be the value of a field: used where the pairing of a value with its label is a
 * guess (a value on the line below, a cell beside), so a sentence of small print is not taken for a name.
 */
export function acceptsValue(field: FieldKey, raw: string): boolean {
  switch (field) {
    case 'ein':
      return readEin(raw) !== null;
    case 'entity_type':
      return readEntityType(raw) !== null;
    case 'business_start_date':
      return readCalendarDate(raw) !== null || readYears(raw) !== null;
    case 'years_in_business':
      return readYears(raw) !== null;
    case 'requested_amount':
    case 'monthly_revenue':
    case 'annual_revenue':
      return readMoney(raw) !== null;
    case 'ownership_pct':
      return readPercent(raw) !== null;
    case 'ssn':
      return readSsnLastFour(raw) !== null;
    case 'phone':
      return readPhone(raw) !== null;
    case 'email':
      return readEmail(raw) !== null;
    case 'state':
      return readStateCode(raw) !== null;
    case 'postal_code':
      return readPostalCode(raw) !== null;
    case 'city_state_zip':
      return readPostalAddress(raw, false).state !== null;
    case 'owner_name':
    case 'owner_first_name':
    case 'owner_last_name':
      return readPersonName(raw) !== null;
    case 'ignored':
      return true;
    default:
      return readShortText(raw) !== null;
  }
}
