import { withCompanyIdsMended, withEntryIdLengthsMended } from './company-id.consensus';

const kapitus = (id: string, date: string) => `ORIG CO NAME:KAPITUS ORIG ID:${id} DESC DATE:${date} CO ENTRY DESCR:PAYMENT SEC:CCD`;
const payroll = (id: string) => `INTUIT PAYROLL DES:PAYROLL ID:60573535 CO ID:${id} CCD`;

describe('withCompanyIdsMended', () => {
  it('gives an ID read one confused digit off, or with a digit added, the ID its originator reads three times as often', () => {
    const read = [kapitus('5146208037', '240301'), kapitus('5146208037', '240302'), kapitus('5116208037', '240303'), kapitus('5146208037', '240304'), payroll('2183006418'), payroll('2183006418'), payroll('21830064418'), payroll('2183006418')];

    expect(withCompanyIdsMended(read)).toEqual([
      kapitus('5146208037', '240301'),
      kapitus('5146208037', '240302'),
      kapitus('5146208037', '240303'),
      kapitus('5146208037', '240304'),
      payroll('2183006418'),
      payroll('2183006418'),
      payroll('2183006418'),
      payroll('2183006418'),
    ]);
  });

  it('gives an ID with one character that is no digit the ID its originator reads three times as often, when every other digit is its', () => {
    const trusted = [kapitus('3671148540', '240301'), kapitus('3671148540', '240302'), kapitus('3671148540', '240303')];
    for (const damaged of ['367.148540', '3(71148540', '367114854C']) {
      expect(withCompanyIdsMended([...trusted, kapitus(damaged, '240304')]).pop()).toBe(kapitus('3671148540', '240304'));
    }
    // Another digit off too, two marks, or no ID trusted: as read.
    for (const damaged of ['367.148541', '367.1485.0']) expect(withCompanyIdsMended([...trusted, kapitus(damaged, '240304')]).pop()).toBe(kapitus(damaged, '240304'));
    expect(withCompanyIdsMended([...trusted.slice(0, 2), kapitus('367.148540', '240304')]).pop()).toBe(kapitus('367.148540', '240304'));
  });

  it('leaves an ID as read when the digits differ in a way OCR does not confuse, or no ID is read three times as often', () => {
    const read = [kapitus('5146208037', '240301'), kapitus('5146208037', '240302'), kapitus('5146208037', '240303'), kapitus('5146208030', '240304')];
    expect(withCompanyIdsMended(read)).toEqual(read);

    const split = [kapitus('5146208037', '240301'), kapitus('5146208037', '240302'), kapitus('5146208037', '240303'), kapitus('5116208037', '240304'), kapitus('5116208037', '240305')];
    expect(withCompanyIdsMended(split)).toEqual(split);
  });

  it('keeps apart the IDs an originator sends for different purposes in its own descriptor', () => {
    const adp = (id: string, purpose: string) => `ORIG CO NAME:ADP ORIG ID:${id} DESC DATE:240301 CO ENTRY DESCR:${purpose} SEC:CCD`;
    const read = [adp('9659605000', 'PAYROLL'), adp('9659605000', 'PAYROLL'), adp('9659605000', 'PAYROLL'), adp('9659605008', 'TAXES')];
    expect(withCompanyIdsMended(read)).toEqual(read);
  });

  it('takes a digit added or lost only where the ID read has not ten digits', () => {
    const read = [payroll('2183006418'), payroll('2183006418'), payroll('2183006418'), payroll('218300641')];
    expect(withCompanyIdsMended(read)[3]).toBe(payroll('2183006418'));
    const ten = [payroll('21830064180'), payroll('21830064180'), payroll('21830064180'), payroll('2183006418')];
    expect(withCompanyIdsMended(ten)).toEqual(ten);
  });

  it('keeps apart the IDs one company sends for different purposes', () => {
    const taxes = 'ADP TAX DES:TAXES ID:11223344 CO ID:9876543218 CCD';
    const wages = (id: string) => `ADP TAX DES:PAYROLL ID:11223344 CO ID:${id} CCD`;
    const read = [wages('9876543210'), wages('9876543210'), wages('9876543210'), taxes];
    expect(withCompanyIdsMended(read)).toEqual(read);
  });

  it('reads once a digit OCR doubled in an ID one digit longer than NACHA\'s ten, with no other entry of its company to go by', () => {
    expect(withCompanyIdsMended([payroll('77480394580'), kapitus('51462080037', '240301')])).toEqual([payroll('7480394580'), kapitus('5146208037', '240301')]);
  });

  it('leaves an eleven-digit ID with no doubled digit, or two, and an ID of any other length as read', () => {
    const read = [payroll('67136431201'), payroll('77480394480'), payroll('748039455'), payroll('774803945800')];

    expect(withCompanyIdsMended(read)).toEqual(read);
  });

  it('leaves a doubled digit where the statement prints eleven-digit IDs: one read twice', () => {
    const read = [payroll('77480394580'), payroll('77480394580')];
    expect(withCompanyIdsMended(read)).toEqual(read);

    const elsewhere = [kapitus('51462080037', '240301'), payroll('12345678901'), payroll('12345678901')];
    expect(withCompanyIdsMended(elsewhere)).toEqual(elsewhere);
  });
});

describe('withEntryIdLengthsMended', () => {
  const settlement = (id: string) => `HEARTLAND DES:SETTLEMENT ID:${id} INDN:CEDAR PARK`;

  it('reads once a digit doubled in an entry ID one digit longer than every other its originator reads', () => {
    const read = [settlement('56665449'), settlement('991915715'), settlement('24375349'), settlement('44583872')];

    expect(withEntryIdLengthsMended(read)[1]).toBe(settlement('91915715'));
  });

  it('leaves an ID as read with fewer than three others of one length, others of two lengths, no doubled digit or two', () => {
    expect(withEntryIdLengthsMended([settlement('56665449'), settlement('991915715'), settlement('24375349')])).toEqual([settlement('56665449'), settlement('991915715'), settlement('24375349')]);
    const mixed = [settlement('56665449'), settlement('991915715'), settlement('243753'), settlement('44583872'), settlement('51131279')];
    expect(withEntryIdLengthsMended(mixed)).toEqual(mixed);
    const undoubled = [settlement('56665449'), settlement('191915715'), settlement('24375349'), settlement('44583872')];
    expect(withEntryIdLengthsMended(undoubled)).toEqual(undoubled);
    const twice = [settlement('56665449'), settlement('991915515'), settlement('24375349'), settlement('44583872')];
    expect(withEntryIdLengthsMended(twice)).toEqual(twice);
    // Doubled zeros: a counter past a power of ten.
    const counter = [settlement('56665449'), settlement('100234567'), settlement('24375349'), settlement('44583872')];
    expect(withEntryIdLengthsMended(counter)).toEqual(counter);
  });
});

