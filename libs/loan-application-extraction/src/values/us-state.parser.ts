const STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT', delaware: 'DE',
  'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA',
  kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN',
  mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ',
  'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR',
  pennsylvania: 'PA', 'puerto rico': 'PR', 'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN',
  texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
};
const CODES = new Set(Object.values(STATES));

/** "TX", "tx", "Texas" as the two-letter code; anything else is null. */
export function readStateCode(raw: string): string | null {
  const text = raw.trim().replace(/\.$/, '');
  if (/^[a-z]{2}$/i.test(text) && CODES.has(text.toUpperCase())) return text.toUpperCase();
  return STATES[text.toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

export function readPostalCode(raw: string): string | null {
  const match = /^\s*(\d{5}(?:-\d{4})?)\s*$/.exec(raw);
  return match ? match[1]! : null;
}
