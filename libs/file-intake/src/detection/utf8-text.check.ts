/**
 * Whether `head` reads as UTF-8 text. A multi-byte character cut off by the end of the head is fine:
 * the head is usually a slice of a larger file.
 */
export function isUtf8Text(head: Uint8Array): boolean {
  try {
    // `stream: true` keeps an incomplete trailing sequence pending instead of calling it invalid.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return false;
  }
  return !head.some(isBinaryControlByte);
}

/** C0 controls other than tab, line feed, form feed, carriage return and escape never occur in text. */
function isBinaryControlByte(byte: number): boolean {
  return byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1b;
}
