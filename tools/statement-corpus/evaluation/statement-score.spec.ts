import { extractBankStatement } from '@uw/bank-statement-extraction';
import { type StatementTruth, type TruthTransaction } from '../model/statement-truth.model';
import { scoreStatement } from './statement-score';

const PAGE = [
  'Lakeside Bank',
  'Statement Period 03/01/2024 - 03/31/2024',
  'Account Number 1234567890',
  'Beginning Balance  1,000.00',
  'Ending Balance  1,150.00',
  'Date  Description  Amount  Balance',
  '03/04  SHELL OIL 57442  -50.00  950.00',
  '03/05  STRIPE TRANSFER 104455  200.00  1,150.00',
].join('\n');

function truthOf(transactions: TruthTransaction[]): StatementTruth {
  return {
    schema: 'statement-corpus/v1',
    id: 'spec-00001',
    seed: 1,
    family: 'spec',
    document_type: 'bank_statement',
    bank_name: 'Lakeside Bank',
    business_name: 'Spec LLC',
    page_count: 1,
    accounts: [
      {
        account_number: '1234567890',
        account_type: 'checking',
        statement_start_date: '2024-03-01',
        statement_end_date: '2024-03-31',
        starting_balance: 1000,
        ending_balance: 1150,
        opening_balance: 1000,
        closing_balance: 1150,
        statements: [{ start: '2024-03-01', end: '2024-03-31', starting_balance: 1000, ending_balance: 1150, transaction_count: transactions.length }],
        transactions,
      },
    ],
  };
}

const SHELL: TruthTransaction = { date: '2024-03-04', description: 'SHELL OIL 57442', amount: 50, direction: 'debit', balance_after: 950 };
const STRIPE: TruthTransaction = { date: '2024-03-05', description: 'STRIPE TRANSFER 104455', amount: 200, direction: 'credit', balance_after: 1150 };

describe('scoreStatement', () => {
  const reading = extractBankStatement([PAGE]);

  it('scores a reading that matches the truth as correct and reconciled', () => {
    const score = scoreStatement(truthOf([SHELL, STRIPE]), 'bank_statement', reading, null);

    expect(score.match.matched).toBe(2);
    expect(score.reconciled).toEqual([true]);
    expect(score.falselyReconciled).toBe(false);
  });

  it('counts a wrong description against the match, not against reconciliation, which cannot check words', () => {
    const score = scoreStatement(truthOf([{ ...SHELL, description: 'SHELL OIL 57443' }, STRIPE]), 'bank_statement', reading, null);

    expect(score.match.matched).toBe(1);
    expect(score.moneyMatched).toBe(2);
    expect(score.falselyReconciled).toBe(false);
  });

  it('calls a reconciled reading with a wrong amount or direction falsely reconciled', () => {
    const wrongAmount = scoreStatement(truthOf([{ ...SHELL, amount: 60 }, STRIPE]), 'bank_statement', reading, null);
    const wrongDirection = scoreStatement(truthOf([SHELL, { ...STRIPE, direction: 'debit' }]), 'bank_statement', reading, null);

    expect(wrongAmount.falselyReconciled).toBe(true);
    expect(wrongDirection.falselyReconciled).toBe(true);
  });
});
