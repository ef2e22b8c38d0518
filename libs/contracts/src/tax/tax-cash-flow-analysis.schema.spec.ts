import { Tax } from '../index';

describe('Tax analysis contracts', () => {
  it('fills year totals and income source flags with zero and false', () => {
    const analysis = Tax.TaxCashFlowAnalysis.parse({
      years: [
        {
          tax_year: 2025,
          wage_sources: [{ source_type: 'wages', source_name: 'Acme Inc W-2' }],
          schedule_c_sources: [],
          partnership_sources: [],
          s_corp_sources: [],
          warnings: [{ entity_name: 'Acme LP', warning_type: 'missing_k1', message: 'No K-1 for Acme LP' }],
          parsed_forms: [{ title: 'W-2', fields: [{ key: 'wages', label: 'Wages', value: 52000, format: 'currency' }] }],
        },
      ],
    });
    expect(analysis).toMatchObject({ most_recent_year: null, avg_qualifying_income: null });
    const [year] = analysis.years;
    expect(year).toMatchObject({ borrower: null, k1_count: 0, total_qualifying_income: 0, reported_agi: null });
    expect(year.wage_sources[0]).toMatchObject({ entity: null, ordinary_income: 0, other_income: null, has_k1: false, k1_return_match: null });
    expect(year.parsed_forms[0]).toMatchObject({ entity_name: null, badge: null });
  });

  it('rejects unknown warning types and field formats', () => {
    expect(Tax.ReconciliationWarning.safeParse({ entity_name: 'x', warning_type: 'typo', message: '' }).success).toBe(false);
    expect(Tax.ParsedFormField.safeParse({ key: 'k', label: 'l', value: 1, format: 'money' }).success).toBe(false);
  });
});
