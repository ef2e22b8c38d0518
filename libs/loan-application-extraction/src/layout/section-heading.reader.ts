import { type ApplicationEvent } from './application-event.model';

const OWNER_HEADING =
  /^(?:(first|second|third|fourth|1st|2nd|3rd|4th|additional|co-?)\s*)?(?:owner|principal|guarantor|partner|officer|proprietor)(?:\(s\)|s)?(?:\s*\/\s*[a-z]+(?:\(s\)|s)?)?\s*(?:#\s*)?(\d)?\s*(information|info|details|section|profile|data)?\s*:?$/i;
const BUSINESS_HEADING =
  /^(?:business|company|merchant|applicant|funding|loan|financing|capital|financial)\b.{0,30}?\b(?:information|info|details|profile|request|overview)\s*:?$/i;
const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4 };

/**
 * A line that only names a section: "Business Information", "OWNER INFORMATION", "Owner #2",
 * "Second Owner", "Co-Owner Details". A bare "Owner" is a label, not a heading.
 */
export function readSectionHeading(line: string): Extract<ApplicationEvent, { kind: 'section' }> | null {
  const text = line.trim().replace(/\s{2,}/g, ' ');
  if (BUSINESS_HEADING.test(text)) return { kind: 'section', scope: 'business', ownerNumber: null, newOwner: false };
  const owner = OWNER_HEADING.exec(text);
  if (!owner) return null;
  const [, ordinal, digit, heading] = owner;
  const ordinalNumber = ordinal ? ORDINALS[ordinal.toLowerCase()] : undefined;
  const ownerNumber = digit ? Number(digit) : (ordinalNumber ?? null);
  const newOwner = ordinal !== undefined && ordinalNumber === undefined;
  if (!heading && ownerNumber === null && !newOwner) return null;
  return { kind: 'section', scope: 'owner', ownerNumber, newOwner };
}
