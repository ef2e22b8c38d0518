import { computeBookAnalytics, renderAnalyticsCsv } from '../index';
import { goldenInput, recordingAnalyzer } from '../test/two-account-book.fixture';

/** Both CSV layouts of the golden Book, cell by cell. The excluded March document does not appear. */
describe('golden Book: analytics CSV', () => {
  const analytics = computeBookAnalytics(goldenInput, recordingAnalyzer().analyze);

  it('month_as_row: one line per statement and account, then NET (Book totals) and Average (per statement)', () => {
    expect(renderAnalyticsCsv(analytics, 'month_as_row').split('\n')).toEqual([
      'Period,Document,Account,Starting Balance,Deposits,Deposit Count,Withdrawals,Withdrawal Count,Ending Balance,Loan In,Loan Out,Avg Daily Balance,Days Negative,True Revenue,DTI %',
      'Jan 2026,jan-2026.pdf,Operating (****1111),1000.00,7000.00,3,2935.00,5,5065.00,5000.00,900.00,5353.00,0,1200.00,75.00%',
      'Jan 2026,jan-2026.pdf,Savings (****2222),500.00,2300.00,2,1000.00,1,1800.00,0.00,0.00,1620.00,0,300.00,0.00%',
      'Feb 2026,feb-2026.pdf,Operating (****1111),5065.00,2100.00,2,7986.00,7,-821.00,0.00,750.00,4072.00,1,1500.00,50.00%',
      'Feb 2026,feb-2026.pdf,Savings (****2222),1800.00,7050.00,2,30.00,1,8800.00,0.00,0.00,3585.00,0,0.00,',
      'NET,,2 accounts,1500.00,18450.00,9,11951.00,14,7979.00,5000.00,1650.00,7277.00,0,3000.00,55.00%',
      'Average,,2 accounts,4182.50,9225.00,5,5975.50,7,7422.00,2500.00,825.00,7315.00,0,1500.00,55.00%',
      '',
    ]);
  });

  it('month_as_col: one column per statement from its COMBINED row', () => {
    expect(renderAnalyticsCsv(analytics, 'month_as_col').split('\n')).toEqual([
      'Metric,Jan 2026,Feb 2026',
      'Starting Balance,1500.00,6865.00',
      'Deposits,9300.00,9150.00',
      'Deposit Count,5,4',
      'Withdrawals,3935.00,8016.00',
      'Withdrawal Count,6,8',
      'Ending Balance,6865.00,7979.00',
      'Loan In,5000.00,0.00',
      'Loan Out,900.00,750.00',
      'Avg Daily Balance,6973.00,7657.00',
      'Days Negative,0,0',
      'True Revenue,1500.00,1500.00',
      'DTI %,60.00%,50.00%',
      '',
    ]);
  });

  it('quotes a document name holding a comma', () => {
    const renamed = { ...goldenInput, documents: goldenInput.documents.map((d) => ({ ...d, document_name: d.document_name.replace('jan-2026', 'jan, 2026') })) };
    const csv = renderAnalyticsCsv(computeBookAnalytics(renamed, recordingAnalyzer().analyze), 'month_as_row');
    expect(csv.split('\n')[1]).toBe('Jan 2026,"jan, 2026.pdf",Operating (****1111),1000.00,7000.00,3,2935.00,5,5065.00,5000.00,900.00,5353.00,0,1200.00,75.00%');
  });
});
