/** Whether `bytes` holds `signature` at `offset`; `null` in the signature matches any byte. */
export function hasBytesAt(bytes: Uint8Array, offset: number, signature: readonly (number | null)[]): boolean {
  if (offset + signature.length > bytes.length) return false;
  return signature.every((expected, index) => expected === null || bytes[offset + index] === expected);
}

export function hasAsciiAt(bytes: Uint8Array, offset: number, text: string): boolean {
  return hasBytesAt(bytes, offset, ascii(text));
}

/** Index of the first occurrence of `text` that starts at or before `lastStart`, or -1. */
export function indexOfAscii(bytes: Uint8Array, text: string, lastStart: number): number {
  const signature = ascii(text);
  const end = Math.min(lastStart, bytes.length - signature.length);
  for (let offset = 0; offset <= end; offset += 1) {
    if (hasBytesAt(bytes, offset, signature)) return offset;
  }
  return -1;
}

export function asciiAt(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function ascii(text: string): number[] {
  return Array.from(text, (character) => character.charCodeAt(0));
}
