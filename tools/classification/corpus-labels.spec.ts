import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listLabelledCorpus, mentionsFile } from './corpus-labels';

describe('listLabelledCorpus', () => {
  let corpus: string;

  beforeEach(() => {
    corpus = mkdtempSync(path.join(tmpdir(), 'corpus-'));
    const files = [
      'README.md',
      'LICENSE-x.txt',
      'bank_statements/acme_bank_sample.pdf',
      'bank_statements/big_bank_for_business_sample.pdf',
      'credit_reports/01_response.xml',
      'credit_reports/01_report.pdf',
      'tax_forms/irs_blank_2024/f1040.pdf',
      'photos/holiday.jpg',
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(corpus, file)), { recursive: true });
      writeFileSync(path.join(corpus, file), 'x');
    }
    writeFileSync(
      path.join(corpus, 'README.md'),
      '| `bank_statements/` | Acme Bank periodic statements; a Big Bank for Business online activity printout | MIT |\n',
    );
  });

  afterEach(() => rmSync(corpus, { recursive: true, force: true }));

  it('labels files by folder, accepts month to date for printouts the README names, and skips the rest', () => {
    const { files, skipped } = listLabelledCorpus(corpus);

    expect(files.map(({ name, accepted }) => ({ name, accepted }))).toEqual([
      { name: 'bank_statements/acme_bank_sample.pdf', accepted: ['bank_statement'] },
      { name: 'bank_statements/big_bank_for_business_sample.pdf', accepted: ['bank_statement', 'month_to_date'] },
      { name: 'credit_reports/01_report.pdf', accepted: ['credit_report'] },
      { name: 'tax_forms/irs_blank_2024/f1040.pdf', accepted: ['tax_form'] },
    ]);
    expect(skipped).toEqual(['LICENSE-x.txt', 'README.md', 'credit_reports/01_response.xml', 'photos/holiday.jpg']);
  });
});

describe('mentionsFile', () => {
  it('matches the distinctive words of a file name in order', () => {
    expect(mentionsFile('the Chase for Business file is an online-banking printout', 'chase_for_business_sample.pdf')).toBe(true);
    expect(mentionsFile('the Chase for Business file is an online-banking printout', 'wells_fargo_checking_sample.pdf')).toBe(false);
    expect(mentionsFile('any sample statement', 'sample.pdf')).toBe(false);
  });
});
