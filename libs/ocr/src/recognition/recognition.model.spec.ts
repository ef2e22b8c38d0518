import { isGreyPgm } from './recognition.model';

describe('isGreyPgm', () => {
  it('takes only a whole 8-bit binary PGM, the pages OCR draws itself', () => {
    const pgm = Buffer.concat([Buffer.from('P5\n3 2\n255\n', 'latin1'), Buffer.alloc(6, 255)]);

    expect(isGreyPgm(pgm)).toBe(true);
    expect(isGreyPgm(pgm.subarray(0, pgm.length - 1))).toBe(false);
    expect(isGreyPgm(Buffer.concat([pgm, Buffer.from('\n/etc/secret.png\n')]))).toBe(false);
    expect(isGreyPgm(Buffer.from('\x89PNG\r\n\x1a\n/etc/secret.png\n', 'latin1'))).toBe(false);
  });
});
