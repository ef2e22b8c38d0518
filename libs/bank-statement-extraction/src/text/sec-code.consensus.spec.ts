import { withSecCodesMended } from './sec-code.consensus';

const TOAST = (id: string, code: string) => `TOAST INC DES:SETTLEMENT ID:${id} INDN:BLUE HERON FITNESS LLC CO ID:9576535990 ${code}`;
const ACH = (code: string) => `ORIG CO NAME:TOAST INC ORIG ID:1754571571 DESC DATE:240111 CO ENTRY DESCR:DEPOSIT ${code}`;

describe('withSecCodesMended', () => {
  it('gives a closing code OCR bent by two characters the code the statement reads three times or more', () => {
    const read = [TOAST('1', 'CCD'), TOAST('2', 'CCD'), TOAST('3', 'CCD'), TOAST('4', 'CEN'), TOAST('5', 'Cccp'), TOAST('6', 'cep'), TOAST('7', 'cco')];

    expect(withSecCodesMended(read)).toEqual([1, 2, 3, 4, 5, 6, 7].map((id) => TOAST(String(id), 'CCD')));
  });

  it('mends a code behind a bent SEC key, counting the keyed codes read right', () => {
    const read = [ACH('SEC:CCD'), ACH('SEC:CCD'), ACH('SEC:CCD'), ACH('SEC:00D'), ACH('SXC:C0CD'), ACH('SEC:.CCD'), ACH('SEC-CCD')];

    expect(withSecCodesMended(read)).toEqual(read.map(() => ACH('SEC:CCD')));
  });

  it('leaves a code as read when it is a SEC code, a word a descriptor closes with, tied between two codes, or too far', () => {
    const read = [TOAST('1', 'CCD'), TOAST('2', 'CCD'), TOAST('3', 'CCD'), TOAST('4', 'PPD'), TOAST('5', 'PPD'), TOAST('6', 'PPD')];
    const odd = [TOAST('7', 'CBR'), TOAST('8', 'INC'), TOAST('9', 'CP'), TOAST('10', 'WXYZ')];

    expect(withSecCodesMended([...read, ...odd])).toEqual([...read, ...odd]);
  });

  it('reads a SEC code with a mark before it as that code, even one the statement reads less often than another', () => {
    const read = [TOAST('1', 'CCD'), TOAST('2', 'CCD'), TOAST('3', 'CCD'), TOAST('4', '.PPD')];

    expect(withSecCodesMended(read)[3]).toBe(TOAST('4', 'PPD'));
  });

  it('reads a code one character from a code the statement prints only once or twice as that code, not as a trusted one two away', () => {
    const read = [TOAST('1', 'CCD'), TOAST('2', 'CCD'), TOAST('3', 'CCD'), TOAST('4', 'PPD'), TOAST('8', 'PPD'), TOAST('5', 'BPD'), TOAST('6', 'PD'), TOAST('7', 'CEN')];

    // CEN is two from CCD, three from PPD.
    expect(withSecCodesMended(read).slice(5)).toEqual([TOAST('5', 'PPD'), TOAST('6', 'PPD'), TOAST('7', 'CCD')]);
    // A code read once may be a misreading itself; a bent key takes a trusted code only (`REC-TEX` is no SEC:TEL).
    const once = [TOAST('1', 'CCD'), TOAST('2', 'CCD'), TOAST('3', 'CCD'), TOAST('4', 'TEL'), TOAST('5', 'WEL'), 'CITY REC-TEX'];
    expect(withSecCodesMended(once).slice(4)).toEqual([TOAST('5', 'WEL'), 'CITY REC-TEX']);
  });

  it('changes nothing on a statement whose descriptors read no code three times', () => {
    const read = [TOAST('1', 'CCD'), TOAST('2', 'CCD'), TOAST('3', 'CEN')];

    expect(withSecCodesMended(read)).toEqual(read);
  });
});
