import { type DraftTransaction } from '../reconciliation/draft-transaction.model';
import { isBalanceEcho } from './balance-echo.filter';

const row = (description: string, amount = 528.16, running_balance: number | null = null): DraftTransaction => ({ date: '2023-12-01', description, amount, direction: 'debit', running_balance });

describe('isBalanceEcho', () => {
  it('drops a balance label, its words apart by blanks or by a mark read for a blank', () => {
    expect(isBalanceEcho(row('BEGINNING BALANCE'), null)).toBe(true);
    expect(isBalanceEcho(row('BEGINNING-BALANCE'), null)).toBe(true);
    expect(isBalanceEcho(row('Balance  Forward'), null)).toBe(true);
  });

  it('drops, in a scan, a label OCR misread a letter of, with what is left of a damaged balance cell after it', () => {
    // `12 01 23  Ralance Forward .  B,528.16`: the B of the 8 stays in the description, 528.16 read as the amount.
    expect(isBalanceEcho(row('Ralance Forward B,'), 8528.16, true)).toBe(true);
    expect(isBalanceEcho(row('BEGINNTNG BALANCF'), 8528.16, true)).toBe(true);
    expect(isBalanceEcho(row('Ralance Forward B,'), 8528.16)).toBe(false);
  });

  it('keeps rows whose words only look like a label, or that say more than one', () => {
    expect(isBalanceEcho(row('BALANCE TRANSFER'), null, true)).toBe(false);
    expect(isBalanceEcho(row('OPENING DEPOSIT'), null, true)).toBe(false);
    expect(isBalanceEcho(row('Ralance Forward FEE'), null, true)).toBe(false);
    expect(isBalanceEcho(row('FORWARD FINANCING'), null, true)).toBe(false);
    expect(isBalanceEcho(row('LOAN BALANCE'), null, true)).toBe(false);
  });

  it('drops a label cut short only where the amount is the starting balance and no balance is printed', () => {
    expect(isBalanceEcho(row('BE', 603.21), 603.21)).toBe(true);
    expect(isBalanceEcho(row('BE', 603.21), 600)).toBe(false);
    expect(isBalanceEcho(row('BE', 603.21, 603.21), 603.21)).toBe(false);
  });
});
