import { Documents } from '../index';

describe('Book contract', () => {
  it('fills the spec defaults for a sparse stored Book', () => {
    const book = Documents.Book.parse({
      id: '3f0e7f9e-1c1a-4d2c-9a4e-2b3c4d5e6f70',
      name: 'Acme Plumbing',
      created_at: '2026-11-21T10:00:00.000Z',
    });
    expect(book.parse_status).toBe('new');
    expect(book.book_meta).toEqual({
      excluded_document_ids: [],
      excluded_account_ids: [],
      excluded_position_ids: [],
      revenue_exclusion_tags: [],
    });
  });

  it('rejects an empty name and unknown fields on create', () => {
    const result = Documents.CreateBookRequest.safeParse({ name: ' ', nme: 'x' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.') || i.code);
    expect(paths).toEqual(expect.arrayContaining(['name']));
    expect(result.error?.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
  });
});
