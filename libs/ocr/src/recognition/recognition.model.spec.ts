import { isGreyPgm } from './recognition.model';
import { tesseractArguments } from './tesseract-program.reader';

describe('isGreyPgm', () => {
  it('takes only a whole 8-bit binary PGM, the pages OCR draws itself', () => {
    const pgm = Buffer.concat([Buffer.from('P5\n3 2\n255\n', 'latin1'), Buffer.alloc(6, 255)]);

    expect(isGreyPgm(pgm)).toBe(true);
    expect(isGreyPgm(pgm.subarray(0, pgm.length - 1))).toBe(false);
    expect(isGreyPgm(Buffer.concat([pgm, Buffer.from('\n/etc/secret.png\n')]))).toBe(false);
    expect(isGreyPgm(Buffer.from('\x89PNG\r\n\x1a\n/etc/secret.png\n', 'latin1'))).toBe(false);
  });
});

describe('tesseract arguments', () => {
  const parameter = (args: string[], name: string) => args.find((arg, index) => args[index - 1] === '-c' && arg.startsWith(`${name}=`));

  it("find a scan's lines with Sauvola's local threshold, and an evenly lit photo's with one Otsu threshold", () => {
    expect(parameter(tesseractArguments('page', 'model', 200), 'thresholding_method')).toBe('thresholding_method=2');
    expect(parameter(tesseractArguments('page', 'model', 200, 'global'), 'thresholding_method')).toBe('thresholding_method=0');
    expect(tesseractArguments('page', 'model', 200, 'global')).toEqual(expect.arrayContaining(['--dpi', '200', '--psm', '6']));
  });
});
