import { withDescriptorDatesMended } from './descriptor-date.mender';

const TOAST = (date: string) => `ORIG CO NAME:TOAST INC ORIG ID:5316859764 DESC DATE:${date} CO ENTRY DESCR:DEPOSIT SEC:CCD`;

describe('withDescriptorDatesMended', () => {
  it("reads a descriptor date that is no date as the row's date one digit away", () => {
    expect(withDescriptorDatesMended([TOAST('240135'), 'EED:241318 IND ID:12'], ['2024-01-15', '2024-11-18'])).toEqual([TOAST('240115'), 'EED:241118 IND ID:12']);
  });

  it("reads a date a digit from the row's that falls more than ten days away as the row's date, where the originator dates its other entries the day they post", () => {
    const read = [TOAST('240318'), TOAST('250118'), TOAST('240110'), TOAST('240111')];
    expect(withDescriptorDatesMended(read, ['2024-01-18', '2024-01-18', '2024-01-10', '2024-01-11'])).toEqual([TOAST('240118'), TOAST('240118'), TOAST('240110'), TOAST('240111')]);
  });

  it("leaves a date far from the row's as read where the originator is not seen dating its entries the day they post (a bill's due date)", () => {
    const bill = (date: string) => `ORIG CO NAME:CITY UTILITIES ORIG ID:1234567890 DESC DATE:${date} CO ENTRY DESCR:BILL PAY SEC:PPD`;
    expect(withDescriptorDatesMended([bill('240202')], ['2024-01-02'])).toEqual([bill('240202')]);
    expect(withDescriptorDatesMended([TOAST('240318')], ['2024-01-18'])).toEqual([TOAST('240318')]);
  });

  it('leaves a date within ten days of the row, or more than a digit off, as read, where the originator is not seen dating the day it posts', () => {
    const read = [TOAST('240114'), TOAST('240328'), TOAST('249935'), TOAST('240108')];

    expect(withDescriptorDatesMended(read, ['2024-01-15', '2024-01-18', '2024-01-15', '2024-01-18'])).toEqual(read);
  });

  it('leaves a date a day before the row as read even where the originator dates its other entries the day they post: a lag is real', () => {
    const read = [TOAST('240610'), TOAST('240611'), TOAST('240613')];

    expect(withDescriptorDatesMended(read, ['2024-06-10', '2024-06-11', '2024-06-14'])).toEqual(read);
  });

  it("reads a descriptor date with one character bent out of a digit as the row's date, where its five digits are the row's", () => {
    const read = [TOAST('2206(2'), TOAST('220\u20ac10'), TOAST('2:0602'), 'EED:22(602 IND ID:12'];
    expect(withDescriptorDatesMended(read, ['2022-06-02', '2022-06-10', '2022-06-02', '2022-06-02'])).toEqual([TOAST('220602'), TOAST('220610'), TOAST('220602'), 'EED:220602 IND ID:12']);
    // Another digit off besides, or two characters bent: as read.
    const apart = [TOAST('2207(2'), TOAST('22(6(2')];
    expect(withDescriptorDatesMended(apart, ['2022-06-02', '2022-06-02'])).toEqual(apart);
  });
});

