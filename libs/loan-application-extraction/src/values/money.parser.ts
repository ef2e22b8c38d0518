const AMOUNT = /\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k|m|mm|thousand|million)?\b/gi;
const MULTIPLIER: Record<string, number> = { k: 1_000, thousand: 1_000, m: 1_000_000, mm: 1_000_000, million: 1_000_000 };

/** "$150,000", "150000.00", "$85K", "1.2M". A range or two figures is not one amount: null. */
export function readMoney(raw: string): number | null {
  const matches = [...raw.matchAll(AMOUNT)];
  if (matches.length !== 1) return null;
  const [, whole = '', cents, unit] = matches[0]!;
  const value = Number(`${whole.replace(/,/g, '')}.${cents ?? '0'}`);
  const multiplier = unit ? (MULTIPLIER[unit.toLowerCase()] ?? 1) : 1;
  return Number.isFinite(value) ? Math.round(value * multiplier * 100) / 100 : null;
}

/** "60", "60%", "33.3 %"; a share above 100 is not a percentage. */
export function readPercent(raw: string): number | null {
  const matches = [...raw.matchAll(/(\d{1,3}(?:\.\d+)?)\s*%?/g)];
  if (matches.length !== 1) return null;
  const value = Number(matches[0]![1]);
  return value >= 0 && value <= 100 ? value : null;
}

/** "9", "9 years", "2.5 yrs". */
export function readYears(raw: string): number | null {
  const match = /^\s*(\d{1,3}(?:\.\d+)?)\s*(?:\+\s*)?(?:years?|yrs?\.?)?\s*$/i.exec(raw);
  // "2015" is a year, not an age.
  return match && Number(match[1]) < 200 ? Number(match[1]) : null;
}
