import { randomBytes } from 'node:crypto';
import { DEFAULT_ZIP_LIMITS } from './zip-limits.policy';
import { expandZip } from './zip.expander';
import { buildZip, renameEntry } from './test/zip-fixture.builder';

describe('expandZip: what comes out', () => {
  it('flattens folders to file names and numbers repeated names before the extension', async () => {
    const januaryStatement = randomBytes(2048);
    const zip = await buildZip([
      { path: 'statements/january/statement.pdf', data: januaryStatement },
      { path: 'statements/february/statement.pdf', data: 'february' },
      { path: 'Statement.pdf', data: 'march', compress: false },
      { path: 'application.json', data: '{"merchant":"Acme"}' },
      { path: 'scans/application.json', data: '{}' },
      { path: 'README', data: 'no extension' },
      { path: 'copy/README', data: 'no extension again' },
    ]);

    const entries = await expandZip(zip, DEFAULT_ZIP_LIMITS);

    expect(entries.map((entry) => entry.name)).toEqual([
      'statement.pdf',
      'statement (2).pdf',
      'Statement (3).pdf',
      'application.json',
      'application (2).json',
      'README',
      'README (2)',
    ]);
    expect(entries[0].data.equals(januaryStatement)).toBe(true);
    expect(entries[2].data.toString()).toBe('march');
  });

  it('skips folders, macOS metadata and desktop litter, which do not count toward the entry limit', async () => {
    const zip = await buildZip(
      [
        { path: 'deal/bank.pdf', data: 'bank' },
        { path: 'deal/.DS_Store', data: 'finder' },
        { path: '__MACOSX/deal/._bank.pdf', data: 'resource fork' },
        { path: '__MACOSX/._deal', data: 'resource fork' },
        { path: 'deal/tax.pdf', data: 'tax' },
      ],
      ['deal', 'deal/empty-folder'],
    );

    const entries = await expandZip(zip, { ...DEFAULT_ZIP_LIMITS, maxEntries: 2 });

    expect(entries.map((entry) => entry.name)).toEqual(['bank.pdf', 'tax.pdf']);
  });

  it.each([
    ['a parent-directory escape', 'xx/xx/evil.pdf', '../../evil.pdf'],
    ['an absolute path', '_etc/evil.pdf', '/etc/evil.pdf'],
    ['a drive letter', 'Cx/evil.pdf', 'C:/evil.pdf'],
    ['backslash separators', 'a/b/evil.pdf', 'a\\b\\evil.pdf'],
    ['a drive letter with backslashes', 'Cx_x_evil.pdf', 'C:\\x\\evil.pdf'],
  ])('keeps only the file name of %s', async (_trick, standIn, hostilePath) => {
    const zip = renameEntry(await buildZip([{ path: standIn, data: 'payload' }]), standIn, hostilePath);

    const entries = await expandZip(zip, DEFAULT_ZIP_LIMITS);

    expect(entries).toEqual([{ name: 'evil.pdf', data: Buffer.from('payload') }]);
  });

  it('ignores an entry whose path names no file at all', async () => {
    const zip = renameEntry(await buildZip([{ path: 'a/xx', data: 'x' }, { path: 'ok.pdf', data: 'ok' }]), 'a/xx', 'a/..');

    expect((await expandZip(zip, DEFAULT_ZIP_LIMITS)).map((entry) => entry.name)).toEqual(['ok.pdf']);
  });

  it('decodes UTF-8 names, composing the decomposed form macOS writes', async () => {
    const zip = await buildZip([
      { path: 'Kontoauszüge/März 2024.pdf', data: 'x' },
      { path: 'Mac/Ma\u0308rz 2024.pdf', data: 'y' },
    ]);

    expect((await expandZip(zip, DEFAULT_ZIP_LIMITS)).map((entry) => entry.name)).toEqual(['März 2024.pdf', 'März 2024 (2).pdf']);
  });

  it('expands an empty archive to nothing', async () => {
    expect(await expandZip(await buildZip([]), DEFAULT_ZIP_LIMITS)).toEqual([]);
  });
});
