import { withDescriptorDatesMended } from './descriptor-date.mender';

const TOAST = (date: string) => `ORIG CO NAME:TOAST INC ORIG ID:5316859764 DESC DATE:${date} CO ENTRY DESCR:DEPOSIT SEC:CCD`;

describe('withDescriptorDatesMended', () => {
  it("reads a descriptor date that is no date as the row's date one digit away", () => {
    expect(withDescriptorDatesMended([TOAST('240135'), 'EED:241318 IND ID:12'], ['2024-01-15', '2024-11-18'])).toEqual([TOAST('240115'), 'EED:241118 IND ID:12']);
  });

  it("reads a date a digit from the row's that falls more than ten days away as the row's date", () => {
    expect(withDescriptorDatesMended([TOAST('240318'), TOAST('250118')], ['2024-01-18', '2024-01-18'])).toEqual([TOAST('240118'), TOAST('240118')]);
  });

  it('leaves a date within ten days of the row, or more than a digit off, as read', () => {
    const read = [TOAST('240114'), TOAST('240328'), TOAST('249935'), TOAST('240108')];

    expect(withDescriptorDatesMended(read, ['2024-01-15', '2024-01-18', '2024-01-15', '2024-01-18'])).toEqual(read);
  });
});
