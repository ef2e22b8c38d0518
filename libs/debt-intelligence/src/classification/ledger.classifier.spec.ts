import fc from 'fast-check';
import { Edits, type Parsing } from '@uw/contracts';
import { classifyLedger } from './ledger.classifier';

const DESCRIPTIONS = [
  'SQUARE INC DES:SQ240603 ID:T3X03Q INDN:ACME PIZZA LLC CO ID:9424300002 CCD',
  'ORIG CO NAME:BRIGHTLINE FUNDING ORIG ID:1 DESC DATE:240603 CO ENTRY DESCR:PAYMENT SEC:CCD',
  'NSF RETURNED ITEM FEE',
  'OVERDRAFT FEE REFUND',
  'ONLINE TRANSFER TO CHK ...5678 TRANSACTION#: 1',
  'OWNER DRAW',
  'AMEX EPAYMENT ACH PMT',
  'ACH RETURN R01 ORIG CO NAME:BRIGHTLINE FUNDING',
  'CAT LEASING LSE PMT',
  'POS PURCHASE HOME DEPOT #1234',
  'MONTHLY SERVICE FEE',
  'ZELLE FROM MARIA GARCIA',
];

const transactionArbitrary = fc.record({
  description: fc.constantFrom(...DESCRIPTIONS),
  amount: fc.integer({ min: 1, max: 500_000 }).map((cents) => cents / 100),
  direction: fc.constantFrom<'credit' | 'debit'>('credit', 'debit'),
  day: fc.integer({ min: 1, max: 28 }),
  account: fc.integer({ min: 1, max: 2 }),
});

function ledgerOf(rows: Array<{ description: string; amount: number; direction: 'credit' | 'debit'; day: number; account: number }>): Parsing.ParsedTransaction[] {
  return rows.map((row, index) => ({
    transaction_id: index + 1,
    document_id: 'doc_1',
    account_id: row.account,
    transaction_date: `2024-06-${String(row.day).padStart(2, '0')}`,
    description: row.description,
    amount: row.amount,
    transaction_type: row.direction,
    ledger_balance: null,
    tag: [],
  }));
}

const DIRECTION = new Map(Edits.TAG_REGISTRY.map((entry) => [entry.tag, entry.direction]));
const ACCOUNTS: Parsing.ParsedAccount[] = [1, 2].map((id) => ({
  account_id: id,
  account_number: id === 1 ? '1111' : '5678',
  account_name: null,
  account_type: null,
  bank_name: null,
  routing_number: null,
  business_name: null,
}));

describe('ledger classification invariants', () => {
  it('tags every transaction from the registry, within its direction, in the same order, deterministically', () => {
    fc.assert(
      fc.property(fc.array(transactionArbitrary, { maxLength: 60 }), (rows) => {
        const transactions = ledgerOf(rows);
        const first = classifyLedger({ accounts: ACCOUNTS, transactions });
        const second = classifyLedger({ accounts: ACCOUNTS, transactions });
        expect(second).toEqual(first);
        expect(first.transactions.map((transaction) => transaction.transaction_id)).toEqual(transactions.map((transaction) => transaction.transaction_id));
        for (const transaction of first.transactions) {
          expect(transaction.tag.length).toBeGreaterThan(0);
          for (const tag of transaction.tag) {
            const direction = DIRECTION.get(Edits.TransactionTag.parse(tag));
            expect(direction === 'both' || direction === transaction.transaction_type).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('numbers positions pos_1, pos_2... and puts each transaction in at most one', () => {
    fc.assert(
      fc.property(fc.array(transactionArbitrary, { maxLength: 60 }), (rows) => {
        const { positions } = classifyLedger({ accounts: ACCOUNTS, transactions: ledgerOf(rows) });
        expect(positions.map((position) => position.position_id)).toEqual(positions.map((_position, index) => `pos_${index + 1}`));
        const ids = positions.flatMap((position) => position.transaction_ids);
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 100 },
    );
  });

  it('does not modify its input', () => {
    const transactions = ledgerOf([{ description: DESCRIPTIONS[0], amount: 10, direction: 'credit', day: 3, account: 1 }]);
    classifyLedger({ accounts: ACCOUNTS, transactions });
    expect(transactions[0].tag).toEqual([]);
  });
});
