import { DEFAULT_FUNDERS } from '@uw/funder-matching';
import { isEnglishWord } from './english-words';
import { isOcrVariant } from './ocr-variant';

/** A run of capitals. */
const WORD = /[A-Z]+/g;
/** Shorter names are one letter from too many words. */
const MIN_LENGTH = 5;
/** Rows of the company ID that read the funder's name right, before one that reads it otherwise takes it. */
const MIN_FUNDER_ROWS = 2;
/** A company descriptor's company ID (NACHA's ten characters) after its key. */
const COMPANY_ID = /\b(?:ORIG|CO) ID:(\d{10})\b/;
/** The company's name: the word after `NAME:`, or the description's first word (`KAPITUS DES:PAYMENT ... CO ID:`). */
const NAMED = /\bNAME:([A-Z]+)\b/;
const FIRST_WORD = /^([A-Z]+)\b/;

let funderWords: Set<string> | null = null;

/** Every word of five letters or more of the known funders' names (`KAPITUS`, `CREDIBLY`, `YELLOWSTONE`), read on first use. */
function isFunderWord(word: string): boolean {
  funderWords ??= new Set(DEFAULT_FUNDERS.flatMap((funder) => funder.aliases.flatMap((alias) => [...alias.toUpperCase().matchAll(WORD)].map(([part]) => part))).filter((part) => part.length >= MIN_LENGTH));
  return funderWords.has(word);
}

/**
 * A funder's name a scan misread letter for lookalike letter (`KAPTTUS`, `XAPITUS` for KAPITUS), in a company
 * descriptor whose company ID another row of the statement prints with the name read right: rows of one
 * company ID are one company's. The name becomes the funder's when it is a word no dictionary knows, one
 * lookalike letter from a known funder's word that two or more of those rows read, saying what it says
 * (`DES:SETTLEMENT`). Positions are found by these names, so a funder misread in a scan would be a position
 * missed; a payee of its own company ID (`GLOVER ELECTRIC` beside `CLOVER` deposits), or of the funder's ID
 * for another purpose (`GLOVER DES:INVOICE` beside `CLOVER DES:SETTLEMENT`), keeps its name.
 */
export function withFunderNamesMended(descriptions: readonly string[]): string[] {
  const named = descriptions.map(companyName);
  return descriptions.map((description, index) => {
    const entry = named[index];
    if (!entry || entry.name.length < MIN_LENGTH || isFunderWord(entry.name) || isEnglishWord(entry.name)) return description;
    // The funder's rows of that ID, by name: at least two, and saying what this row says (`DES:PAYMENT`), so a
    // payee of a processor's ID (`GLOVER DES:INVOICE` beside `CLOVER DES:SETTLEMENT`) is not taken for it.
    const byFunder = new Map<string, number>();
    for (const other of named) {
      if (!other || other.id !== entry.id || other === entry || !isFunderWord(other.name) || !saysTheSame(entry.purpose, other.purpose)) continue;
      if (other.name.length === entry.name.length && isOcrVariant(entry.name, other.name, 1, { inWord: true })) byFunder.set(other.name, (byFunder.get(other.name) ?? 0) + 1);
    }
    const funders = [...byFunder.entries()].filter(([, rows]) => rows >= MIN_FUNDER_ROWS).map(([name]) => name);
    if (funders.length !== 1) return description;
    return description.replace(new RegExp(`\\b${entry.name}\\b`), funders[0]);
  });
}

/** What an entry of a PPD/CCD descriptor says it is for (`DES:SETTLEMENT`, `DESCR:PAYMENT`), when printed. */
const PURPOSE = /\bDES(?:CR)?:\s?([A-Z]+)/;

function companyName(description: string): { id: string; name: string; purpose: string | null } | null {
  const id = COMPANY_ID.exec(description)?.[1];
  const name = (NAMED.exec(description) ?? FIRST_WORD.exec(description))?.[1];
  return id && name ? { id, name, purpose: PURPOSE.exec(description)?.[1] ?? null } : null;
}

/** Two purposes as read are one where either is not printed or one may be a misreading of the other. */
function saysTheSame(purpose: string | null, other: string | null): boolean {
  return purpose === null || other === null || isOcrVariant(purpose, other, 2, { inWord: true });
}
