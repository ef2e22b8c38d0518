import { detectFileType } from './file-type.detector';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** An ISO-BMFF file start: a 24-byte `ftyp` box with `brand` as its major brand. */
const ftyp = (brand: string): Uint8Array => bytes([0, 0, 0, 24], 'ftyp', brand, [0, 0, 0, 0], 'mif1heic');

/** Bytes that are neither text nor any signature, and hold no `%PDF-`. */
const binaryJunk = (length: number): number[] => Array.from({ length }, (_, index) => (index * 7) % 31);

describe('detectFileType', () => {
  it.each([
    ['PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'), 'application/pdf', 'pdf'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'image/png', 'image'],
    ['JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'), 'image/jpeg', 'image'],
    ['JPEG (Exif)', bytes([0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34], 'Exif'), 'image/jpeg', 'image'],
    ['TIFF, little-endian', bytes('II', [0x2a, 0x00, 0x08, 0, 0, 0]), 'image/tiff', 'image'],
    ['TIFF, big-endian', bytes('MM', [0x00, 0x2a, 0, 0, 0, 0x08]), 'image/tiff', 'image'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif', 'image'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif', 'image'],
    ['WEBP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'image'],
    ['HEIC (heic)', ftyp('heic'), 'image/heic', 'image'],
    ['HEIC (heix)', ftyp('heix'), 'image/heic', 'image'],
    ['HEIC sequence (hevc)', ftyp('hevc'), 'image/heic-sequence', 'image'],
    ['HEIF (mif1)', ftyp('mif1'), 'image/heif', 'image'],
    ['HEIF sequence (msf1)', ftyp('msf1'), 'image/heif-sequence', 'image'],
    ['ZIP', bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), 'application/zip', 'zip'],
    ['an empty ZIP', bytes([0x50, 0x4b, 0x05, 0x06], binaryJunk(18)), 'application/zip', 'zip'],
    ['a JSON object', bytes('{"accounts":[{"balance":12.5}]}'), 'application/json', 'json'],
    ['a JSON array after whitespace and a BOM', bytes([0xef, 0xbb, 0xbf], ' \r\n\t[{"id":1}]'), 'application/json', 'json'],
    ['text', bytes('Date,Description,Amount\r\n2024-01-02,Deposit,100.00\r\n'), 'text/plain', 'text'],
  ])('recognises %s', (_what, head, mime, kind) => {
    expect(detectFileType(head)).toEqual({ mime, kind });
  });

  it('finds a PDF header behind up to 1024 bytes of junk, and not further', () => {
    expect(detectFileType(bytes(binaryJunk(1024), '%PDF-1.4\n')).kind).toBe('pdf');
    expect(detectFileType(bytes(binaryJunk(1025), '%PDF-1.4\n')).kind).toBe('unknown');
  });

  it('calls a ZIP that starts with a stored PDF a ZIP', () => {
    const storedPdf = bytes([0x50, 0x4b, 0x03, 0x04, 0x0a, 0x00, 0, 0, 0, 0], binaryJunk(20), 'a.pdf%PDF-1.7\n');

    expect(detectFileType(storedPdf).kind).toBe('zip');
  });

  it('ignores the claims a file cannot back: an MP4 is no image, a lone PK no archive', () => {
    expect(detectFileType(ftyp('isom')).kind).toBe('unknown');
    expect(detectFileType(bytes('PK')).kind).toBe('text');
  });

  it('keeps JSON and text to valid UTF-8, allowing a character cut off by the end of the head', () => {
    expect(detectFileType(bytes('{"name":"Caf', [0xc3, 0xa9], '"}')).kind).toBe('json');
    expect(detectFileType(bytes('{"name":"Caf', [0xc3])).kind).toBe('json');
    expect(detectFileType(bytes('{"name":"Caf', [0xe9], '"}')).kind).toBe('unknown');
    expect(detectFileType(bytes('plain words', [0x00, 0x01])).kind).toBe('unknown');
  });

  it('knows nothing about an empty head', () => {
    expect(detectFileType(new Uint8Array())).toEqual({ mime: 'application/octet-stream', kind: 'unknown' });
  });
});
