import { Exports } from '../index';

describe('Export query contracts', () => {
  it('defaults table_format to month_as_row and rejects unknown formats', () => {
    expect(Exports.CsvExportQuery.parse({})).toEqual({ table_format: 'month_as_row' });
    expect(Exports.CsvExportQuery.parse({ table_format: 'month_as_col' }).table_format).toBe('month_as_col');
    const bad = Exports.CsvExportQuery.safeParse({ table_format: 'pivot' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['table_format'], message: 'must be month_as_row or month_as_col' });
  });

  it('requires sheet_type and keeps template_id optional', () => {
    const missing = Exports.SpreadsheetExportQuery.safeParse({ template_id: 'credit_full' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['sheet_type'], message: 'is required' });
    expect(Exports.SpreadsheetExportQuery.safeParse({ sheet_type: 'credit_report' }).success).toBe(false);
    expect(Exports.SpreadsheetExportQuery.parse({ sheet_type: 'tax' })).toEqual({ sheet_type: 'tax' });
  });

  it('defaults the optional drive links of a spreadsheet embed to null', () => {
    expect(Exports.SpreadsheetEmbedResponse.parse({ embed_url: 'https://a', download_url: 'https://b' })).toEqual({
      embed_url: 'https://a',
      download_url: 'https://b',
      drive_file_url: null,
      drive_embed_url: null,
      drive_synced_at: null,
    });
  });
});

describe('Public template gallery', () => {
  it('holds the eight spec templates, each valid and with a unique id', () => {
    const ids = Exports.PUBLIC_TEMPLATES.map((t) => t.id);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
    for (const template of Exports.PUBLIC_TEMPLATES) expect(Exports.SpreadsheetTemplate.parse(template)).toEqual(template);
    expect(Exports.PUBLIC_TEMPLATES.filter((t) => t.format === 'pdf').map((t) => t.id)).toEqual(['mca_sample_bank_statement_report']);
  });

  it('has at least one template for every sheet type', () => {
    for (const sheetType of Exports.SheetType.options) {
      const templateType = Exports.SHEET_TYPE_TEMPLATE_TYPE[sheetType];
      expect(Exports.PUBLIC_TEMPLATES.some((t) => t.type === templateType)).toBe(true);
    }
  });
});
