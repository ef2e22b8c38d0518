import { damagedAmountReadings, repairCell } from './ocr-amount.reader';

describe('repairCell', () => {
  it('drops a mark a speck left between the cents and a CR or DR marker', () => {
    expect(repairCell('4,549, 96! CR')).toBe('4,549.96CR');
    expect(repairCell("4,549.96' DR")).toBe('4,549.96DR');
    // Not where the mark may hide a cent: no reading then.
    expect(repairCell('4,549! CR')).toBeNull();
  });

  it.each([
    ['358,06', '358.06'],
    ['446 73-', '446.73-'],
    ['3.467 86', '3,467.86'],
    ['37, 732.57', '37,732.57'],
    ['2,848 .86-', '2,848.86-'],
    ['1.490.43', '1,490.43'],
    ['5l8.O5', '518.05'],
    ['32511', '325.11'],
    ['‘-41.10.', '-41.10'],
    ['3.59480', '3,594.80'],
    ['3.544.040', '3,544.04'],
    ['(1.200.001)', '(1,200.00)'],
    ['56:22', '56.22'],
    ['(1415', '(14.15)'],
    ['13,991.8%', '13,991.89'],
    ['15,1%9.01', '15,199.01'],
    ['817.3% CR', '817.39CR'],
    ['R.187.81', '8,187.81'],
    ['38R.55', '388.55'],
    ['30.6H', '30.64'],
    ['25.0C', '25.00'],
    ['479./8', '479.78'],
    ['354.5\u00a2-', '354.50-'],
  ])('reads the damaged cell %s as %s', (cell, repaired) => {
    expect(repairCell(cell)).toBe(repaired);
  });

  it.each([
    // A decimal point read as a slash where the whole part is no month.
    ['459/13', '459.13'],
    ['65/60', '65.60'],
    ['1,204/55', '1,204.55'],
    ['-459/13', '-459.13'],
    // A leading digit broken into a mark before the thousands comma: the 1 thin print loses most.
    ['~,937.42 CR', '1,937.42 CR'],
    ['.,479.89 DR', '1,479.89 DR'],
    ['-149.G3', '-149.03'],
  ])('reads %s as %s', (cell, repaired) => {
    expect(repairCell(cell)).toBe(repaired);
  });

  it.each(['1,234.56', '-$61.33', 'CHECK 4299', 'DESC', '12', '06/02', '%', '1,234.56 DR', 'RH', '1,234.56 CR', '12 CD', '04/01', '4/01/24', '12/13', '08/19', '459/1'])('leaves %s alone', (cell) => {
    expect(repairCell(cell)).toBeNull();
  });
});

describe('damagedAmountReadings', () => {
  it('gives no other reading of a line whose amounts read cleanly', () => {
    expect(damagedAmountReadings('03/01  PAYROLL ID:72156463  1,266.61-  38,179.30')).toEqual([]);
  });

  it('rewrites the damaged cells, never the first (date and description)', () => {
    expect(damagedAmountReadings('12/02  ORIG CO NAME:WORLDPAY 1D:6185905596  358,06')).toEqual(['12/02  ORIG CO NAME:WORLDPAY 1D:6185905596  358.06']);
  });

  it('reads a cell with one digit too many after its last separator with that digit dropped from each place there', () => {
    const row = (amount: string, balance: string) => `03/06  ORIG CO NAME:SHOPIFY DESC  ${amount}  ${balance}`;

    expect(damagedAmountReadings(row('1.355.654', '2,142.82'))).toEqual([row('1,355.65', '2,142.82'), row('1,355.54', '2,142.82'), row('1,355.64', '2,142.82')]);
    expect(damagedAmountReadings(row('-131.51', '3.540115'))).toContain(row('-131.51', '3,540.15'));
    // With another damaged cell, each reading of one comes with the other repaired.
    expect(damagedAmountReadings(row('131,51', '4.788.035'))).toContain(row('131.51', '4,788.05'));
  });
});
