import { DEFAULT_FUNDERS } from '@uw/funder-matching';
import { isEnglishWord } from './english-words';
import { isOcrVariant } from './ocr-variant';

/** A run of capitals. */
const WORD = /[A-Z]+/g;
/** Shorter names are one letter from too many words. */
const MIN_LENGTH = 5;
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
 * lookalike letter from a known funder's word that those rows read. Positions are found by these names, so a
 * funder misread in a scan would be a position missed; a payee of its own company ID (`GLOVER ELECTRIC`
 * beside `CLOVER` deposits) keeps its name.
 */
export function withFunderNamesMended(descriptions: readonly string[]): string[] {
  const named = descriptions.map(companyName);
  const namesById = new Map<string, Set<string>>();
  for (const entry of named) if (entry) namesById.set(entry.id, (namesById.get(entry.id) ?? new Set<string>()).add(entry.name));
  return descriptions.map((description, index) => {
    const entry = named[index];
    if (!entry || entry.name.length < MIN_LENGTH || isFunderWord(entry.name) || isEnglishWord(entry.name)) return description;
    const funders = [...(namesById.get(entry.id) ?? [])].filter((name) => isFunderWord(name) && name.length === entry.name.length && isOcrVariant(entry.name, name, 1, { inWord: true }));
    if (funders.length !== 1) return description;
    return description.replace(new RegExp(`\\b${entry.name}\\b`), funders[0]);
  });
}

function companyName(description: string): { id: string; name: string } | null {
  const id = COMPANY_ID.exec(description)?.[1];
  const name = (NAMED.exec(description) ?? FIRST_WORD.exec(description))?.[1];
  return id && name ? { id, name } : null;
}
