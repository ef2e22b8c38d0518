import { nearestDirections, solveDirections } from './direction-subset.solver';

describe('solveDirections', () => {
  it('finds which amounts are credits so the balance moves by the net change', () => {
    expect(solveDirections([100, 30, 20], 50)).toEqual({ credits: [true, false, false], ambiguous: false });
  });

  it('reports a second reading that also reconciles', () => {
    expect(solveDirections([10, 10], 0)?.ambiguous).toBe(true);
  });

  it('answers null when no reading reconciles', () => {
    expect(solveDirections([100, 30], 5)).toBeNull();
  });
});

describe('nearestDirections', () => {
  it('takes the reading nearest the net change when it is at least twice as near as any other', () => {
    // 340.56 as a credit is 0.02 off a net change of 340.58; as a debit 681.14 off.
    expect(nearestDirections([340.56], 340.58)).toEqual({ credits: [true], off: 0.02 });
  });

  it('answers null when two readings are about as near', () => {
    // No net change: +30 -40 and -30 +40 are both 10.00 off.
    expect(nearestDirections([30, 40], 0)).toBeNull();
  });
});
