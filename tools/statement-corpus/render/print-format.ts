import { monthName } from '../activity/calendar';

/** How a layout prints a signed amount or balance. */
export type SignStyle = 'unsigned' | 'leading-minus' | 'dollar-signed' | 'trailing-minus' | 'parentheses' | 'cr-dr' | 'spaced-signs';

export function money(value: number): string {
  const [whole, cents] = Math.abs(value).toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

export function dollars(value: number): string {
  return `${value < 0 ? '-' : ''}$${money(value)}`;
}

/** `value` with its sign printed the layout's way; `unsigned` drops it (the column says which way). */
export function signed(value: number, style: SignStyle): string {
  const text = money(value);
  const negative = value < 0;
  switch (style) {
    case 'unsigned':
      return text;
    case 'leading-minus':
      return negative ? `-${text}` : text;
    case 'dollar-signed':
      return negative ? `-$${text}` : `$${text}`;
    case 'trailing-minus':
      return negative ? `${text}-` : text;
    case 'parentheses':
      return negative ? `(${text})` : text;
    case 'cr-dr':
      return `${text} ${negative ? 'DR' : 'CR'}`;
    case 'spaced-signs':
      return `${negative ? '-' : '+'} $${text}`;
  }
}

export type DateStyle = 'mm/dd' | 'mm/dd/yy' | 'mm/dd/yyyy' | 'mm-dd' | 'mon d, yyyy' | 'mon d' | 'm-d' | 'm-d-yy';

export function printDate(iso: string, style: DateStyle): string {
  const [year, month, day] = iso.split('-');
  switch (style) {
    case 'mm/dd':
      return `${month}/${day}`;
    case 'mm/dd/yy':
      return `${month}/${day}/${year.slice(2)}`;
    case 'mm/dd/yyyy':
      return `${month}/${day}/${year}`;
    case 'mm-dd':
      return `${month}-${day}`;
    case 'mon d, yyyy':
      return `${monthName(iso).slice(0, 3)} ${Number(day)}, ${year}`;
    case 'mon d':
      return `${monthName(iso).slice(0, 3)} ${Number(day)}`;
    case 'm-d':
      return `${Number(month)}-${Number(day)}`;
    case 'm-d-yy':
      return `${Number(month)}-${Number(day)}-${year.slice(2)}`;
  }
}

/** `January 31, 2024`. */
export function longDate(iso: string): string {
  return `${monthName(iso)} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
}

/**
 * A description as a layout prints it: words wrapped to `maxChars` a line over at most `maxLines` lines,
 * the rest cut off at a word boundary, as statement printers truncate long ACH addenda.
 */
export function wrapDescription(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    if (lines.length === maxLines) return lines;
    current = word.slice(0, maxChars);
  }
  if (current && lines.length < maxLines) lines.push(current);
  return lines;
}

/** `January 2024`. */
export function monthYear(iso: string): string {
  return `${monthName(iso)} ${iso.slice(0, 4)}`;
}
