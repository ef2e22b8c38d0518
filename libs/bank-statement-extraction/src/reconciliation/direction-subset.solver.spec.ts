import { solveDirections } from './direction-subset.solver';

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
