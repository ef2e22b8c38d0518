import { extractBankStatement } from '../bank-statement.extractor';

const page = (cell: string) =>
  [
    'Summit Bank',
    'Statement Period 06/01/2022 - 06/30/2022',
    'Balance Last Statement  9,135.06 CR',
    'Balance This Statement  11,072.48 CR',
    `06/07  TOAST INC DES:SETTLEMENT ID:89443951 INDN:IRONWOOD TRUCKING  ${cell}  11,072.48 CR`,
  ].join('\n');

describe('a scanned amount whose leading 1 OCR read as a mark before its thousands comma', () => {
  it('reads it as 1,937.42 where the balances confirm it', () => {
    const statement = extractBankStatement([page('~,937.42 CR')], { scanned: true });

    expect(statement.transactions.map((row) => [row.amount, row.direction])).toEqual([[1937.42, 'credit']]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('keeps the amount as read where they do not (the lost digit was no 1)', () => {
    const statement = extractBankStatement([page('~,937.42 CR').replace('9,135.06', '8,135.06')], { scanned: true });

    expect(statement.transactions.map((row) => row.amount)).toEqual([937.42]);
    expect(statement.reconciliation.is_reconciled).toBe(false);
  });
});
