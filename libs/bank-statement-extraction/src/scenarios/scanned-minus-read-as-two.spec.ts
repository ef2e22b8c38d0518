import { extractBankStatement } from '../bank-statement.extractor';

/** A regional bank's single table that signs its debits with a minus; OCR read one minus as a 2. */
const page = (cell: string) =>
  [
    'Tri-County Community Bank  Statement Period 11/01/2022 - 11/30/2022',
    'Previous Balance  2,921.40',
    'New Balance  2,629.40',
    'Date  Description  Amount  Balance',
    `11/07  ORIG CO NAME:CREDIBLY ORIG ID:3368553601 DESC  ${cell}  2,129.40`,
    '11/08  SHOPIFY TRANSFER 208449 HARBOR PIZZA CORP  500.00  2,629.40',
  ].join('\n');

describe('a debit whose minus OCR read as a 2', () => {
  it('reads 2792.00 as the debit of 792.00 the balances on both sides confirm', () => {
    const statement = extractBankStatement([page('2792.00')], { scanned: true });

    expect(statement.transactions.map((row) => [row.amount, row.direction])).toEqual([
      [792, 'debit'],
      [500, 'credit'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('takes no 2 for a minus where the balances make the row a credit', () => {
    const credit = page('2792.00').replace('2,921.40', '1,337.40');
    const statement = extractBankStatement([credit], { scanned: true });

    expect(statement.transactions[0].amount).not.toBe(792);
  });
});
