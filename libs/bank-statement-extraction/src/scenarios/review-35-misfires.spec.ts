import { extractBankStatement } from '../bank-statement.extractor';

/** Layouts a review of session 35's rules made up to make them misfire; each now reads as a careful underwriter would. */
const rows = (page: readonly string[]) => extractBankStatement([page.join('\n')]).transactions.map((row) => [row.date.slice(5), row.amount, row.direction, row.description]);

describe('found in review of session 35', () => {
  it('keeps a row whose waiting description holds a sentence in words (a memo)', () => {
    const page = ['Beginning Balance  $5,000.00', 'Ending Balance  $5,880.00', 'Date  Description  Amount  Balance', '06/02  Incoming ACH from Gusto', 'Payroll refund for the month of may to our account', '1,000.00  6,000.00', '06/05  ACH DEBIT KAPITUS  -120.00  5,880.00'];
    expect(rows(page)).toEqual([
      ['06-02', 1000, 'credit', 'Incoming ACH from Gusto Payroll refund for the month of may to our account'],
      ['06-05', 120, 'debit', 'ACH DEBIT KAPITUS'],
    ]);
  });

  it("reads the table after a summary headed by its balances' names", () => {
    const page = ['Beginning Balance  1,000.00', 'Account  Ending Balance  Available Balance', 'Business Checking 1234  300.00  300.00', 'Date  Description  Amount  Balance', '03/02  ACH Debit ADP  -500.00  500.00', '03/15  Check Card Purchase  -200.00  300.00'];
    expect(rows(page).map(([date, amount]) => [date, amount])).toEqual([
      ['03-02', 500],
      ['03-15', 200],
    ]);
  });

  it('reads the transaction table after a daily balance table headed by its columns alone', () => {
    const page = ['Beginning Balance  1,000.00', 'Ending Balance  300.00', 'Date  Balance  Date  Balance', '03/02  500.00  03/15  300.00', 'Date  Description  Amount  Balance', '03/02  ACH Debit ADP  -500.00  500.00', '03/15  Check Card Purchase  -200.00  300.00'];
    expect(rows(page).map(([date, amount]) => [date, amount])).toEqual([
      ['03-02', 500],
      ['03-15', 200],
    ]);
  });

  it('makes no rows of summary and credit-line lines with a date before their figure', () => {
    const page = [
      'Statement Period 03/01/2023 - 03/31/2023',
      'Beginning Balance  1,000.00',
      'Ending Balance  1,100.00',
      'Date  Description  Amount',
      '03/02  DEPOSIT  100.00',
      'Last Deposit  02/15/23  500.00',
      'Interest earned  03/31  0.12',
      'Payment Due Date  04/15/23  25.00',
      'Minimum Payment Due  04/15/23  25.00',
    ];
    expect(rows(page).map(([date, amount]) => [date, amount])).toEqual([['03-02', 100]]);
  });

  it('lets the balances overrule a type column, and a heading too', () => {
    const page = ['Statement Period 03/01/2023 - 03/31/2023', 'Beginning Balance  1,000.00', 'Ending Balance  975.00', 'Date  Description  Type  Amount  Balance', '03/05  Reversal of ACH  Debit  25.00  1,025.00', '03/06  ACH Payment  Debit  50.00  975.00'];
    const statement = extractBankStatement([page.join('\n')]);
    expect(statement.transactions.map((row) => row.direction)).toEqual(['credit', 'debit']);
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings).toContain('1 row(s) read against the way their type column names (2023-03-05 25.00): the balances reconcile only so');
    const underDeposits = ['Beginning Balance  1,000.00', 'Ending Balance  1,025.00', 'Deposits and Other Credits', 'Date  Description  Type  Amount', '03/05  POS Return AMAZON MKTPL  Debit  25.00'];
    expect(extractBankStatement([underDeposits.join('\n')]).transactions.map((row) => row.direction)).toEqual(['credit']);
  });

  it('keeps a fee row dated by its period', () => {
    const page = ['Beginning Balance  1,000.00', 'Ending Balance  985.00', 'Fees', 'Date  Description  Amount', '03/01 to 03/31  Monthly Service Fee  15.00'];
    const statement = extractBankStatement([page.join('\n')]);
    expect(statement.transactions.map((row) => [row.amount, row.direction])).toEqual([[15, 'debit']]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it("joins a memo in words to its row, and keeps a wrapped line in capitals before a disclosure's sentence", () => {
    const memo = ['Date  Description  Amount  Balance', '03/02  ZELLE PAYMENT FROM JOHN DOE  1,200.00  2,200.00', 'Memo: rent for the month of june for the office', 'REF 7781'];
    expect(rows(memo)[0][3]).toBe('ZELLE PAYMENT FROM JOHN DOE Memo: rent for the month of june for the office REF 7781');
    const wire = ['Date  Description  Amount  Balance', '03/15  WIRE TRANSFER OUT  -200.00  300.00', 'BNF ACME SUPPLY CO', 'Please examine this statement and report any error to us within 30 days of receipt.'];
    expect(rows(wire)[0][3]).toBe('WIRE TRANSFER OUT BNF ACME SUPPLY CO');
  });

  describe('found in the second review', () => {
    it('keeps fee rows dated by their period whose words open with a summary word', () => {
      const page = ['Beginning Balance  1,000.00', 'Ending Balance  976.00', 'Fees', 'Date  Description  Amount', '03/01 to 03/31  Monthly Service Fee  15.00', '03/01 to 03/31  Deposit Item Fee  6.00', '03/01 to 03/31  Debit Card Monthly Fee  3.00'];
      const statement = extractBankStatement([page.join('\n')]);
      expect(statement.transactions.map((row) => row.amount)).toEqual([15, 6, 3]);
      expect(statement.reconciliation.is_reconciled).toBe(true);
    });

    it('makes no rows of a summary box headed Description  Date  Amount, nor of notices dated after their words', () => {
      const page = [
        'Statement Period 03/01/2023 - 03/31/2023',
        'Account Summary',
        'Description  Date  Amount',
        'Beginning Balance  03/01  1,000.00',
        'Deposits and Credits  03/31  500.00',
        'Withdrawals and Debits  03/31  400.00',
        'Ending Balance  03/31  1,100.00',
        'Date  Description  Amount',
        '03/02  DEPOSIT  500.00',
        '03/10  CARD PURCHASE  -400.00',
      ];
      const statement = extractBankStatement([page.join('\n')]);
      expect(statement.transactions.map((row) => [row.date.slice(5), row.amount])).toEqual([
        ['03-02', 500],
        ['03-10', 400],
      ]);
      expect(statement.reconciliation.is_reconciled).toBe(true);
      const dated = ['Deposits', 'Description  Date  Amount', 'Deposit 650825261202  03/02  1,280.00', 'Last Deposit  03/02  500.00', 'Interest earned  03/31  0.00', 'Overdraft fees  03/31  0.00'];
      expect(extractBankStatement([dated.join('\n')]).transactions.map((row) => row.amount)).toEqual([1280]);
    });

    it("keeps a memo before a disclosure's sentence, and a memo that is a whole sentence with the lines after it", () => {
      const memo = ['Date  Description  Amount  Balance', '03/02  ZELLE PAYMENT FROM JOHN DOE  1,200.00  2,200.00', 'Memo: rent and utilities', 'Please examine this statement and report any error to us within 30 days of receipt.'];
      expect(rows(memo)[0][3]).toBe('ZELLE PAYMENT FROM JOHN DOE Memo: rent and utilities');
      const sentence = ['Date  Description  Amount  Balance', '03/02  ZELLE PAYMENT FROM JOHN DOE  1,200.00  2,200.00', 'Memo: Thank you for the rent payment on time this month.', 'REF PP0A7781'];
      expect(rows(sentence)[0][3]).toBe('ZELLE PAYMENT FROM JOHN DOE Memo: Thank you for the rent payment on time this month. REF PP0A7781');
    });

    it('takes the ways a type column prints where they reconcile, however many rows reconcile other ways too', () => {
      const types = ['Debit', 'Debit', 'Debit', 'Credit', 'Credit', 'Credit', 'Credit', 'Debit'];
      const page = [
        'Statement Period 03/01/2023 - 03/31/2023',
        'Beginning Balance  1,000.00',
        'Ending Balance  1,000.00',
        'Date  Description  Type  Amount',
        ...types.map((type, at) => `03/${String(at + 2).padStart(2, '0')}  Online Transfer Ref ${1100 + at}  ${type}  50.00`),
      ];
      const statement = extractBankStatement([page.join('\n')]);
      expect(statement.transactions.map((row) => row.direction)).toEqual(types.map((type) => type.toLowerCase()));
      expect(statement.warnings.join(' ')).not.toMatch(/more than one way|not printed|against the way/);
    });
  });
});
