import { isOcrVariant } from './ocr-variant';

describe('isOcrVariant', () => {
  it.each([
    ['KAPTTUS', 'KAPITUS', 1],
    ['LIC', 'LLC', 1],
    ['NAMF:STRIPE', 'NAME:STRIPE', 1],
    ['$YSCO', 'SYSCO', 1],
    ['DEFOSTT', 'DEPOSIT', 2],
    ['HERON.', 'HERON', 1],
    ['\u20acO', 'CO', 1],
    ['22030l', '220301', 1],
    ['T0AST', 'TOAST', 1],
    ['400912', '#00912', 1],
    ['=00912', '#00912', 1],
    ['AUTEORIZED', 'AUTHORIZED', 1],
    ['CEECK', 'CHECK', 1],
  ])('takes %s for a misreading of %s', (read, other, reach) => {
    expect(isOcrVariant(read, other, reach)).toBe(true);
  });

  it.each([
    ['MARY', 'MARK', 1],
    ['4329', '4321', 1],
    ['03/18', '03/15', 2],
    ['67136431201', '6713641201', 2],
    ['REF#', 'CARD#', 2],
    ['58', '5B', 1],
  ])('does not take %s for a misreading of %s (a digit for a digit, a digit added, unlike letters)', (read, other, reach) => {
    expect(isOcrVariant(read, other, reach)).toBe(false);
  });
});
