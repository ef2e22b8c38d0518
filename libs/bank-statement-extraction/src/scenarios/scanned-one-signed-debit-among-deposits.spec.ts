import { extractBankStatement } from '../bank-statement.extractor';

// One amount column where debits carry a minus, no running balances: thirty deposits and one fee.
const rows = Array.from({ length: 30 }, (_, index) => `03/${String(index + 1).padStart(2, '0')}  SHOPIFY TRANSFER ${300000 + index} SUMMIT LLC  ${(100 + index * 7.13).toFixed(2)}`);
const PAGE = [
  'First Commerce Bank  Statement Period 03/01/2024 - 03/31/2024',
  'Beginning Balance  1,000.00',
  'Ending Balance  7,076.55',
  'Date  Description  Amount',
  ...rows.slice(0, 15),
  '03/15  MONTHLY MAINTENANCE  -25.00',
  ...rows.slice(15),
].join('\n');

describe('a scanned statement whose one debit carries a minus among thirty unsigned deposits', () => {
  it('reads the unsigned amounts as credits: one signed row is enough where no balance was read as an amount', () => {
    const statement = extractBankStatement([PAGE], { scanned: true });

    expect(statement.transactions.filter(({ direction }) => direction === 'credit')).toHaveLength(30);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
