import { Documents } from '../index';

const messagesByPath = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('SubmitBookForm contract', () => {
  it('accepts the required name and an https webhook, defaulting the description', () => {
    const form = Documents.SubmitBookForm.parse({ book_name: '  Acme Plumbing ', webhook_url: 'https://crm.example.com/hook?x=1' });
    expect(form).toEqual({ book_name: 'Acme Plumbing', description: '', webhook_url: 'https://crm.example.com/hook?x=1' });
  });

  it('rejects a plain-http webhook_url and says it must be https', () => {
    const result = Documents.SubmitBookForm.safeParse({ book_name: 'Acme', webhook_url: 'http://crm.example.com/hook' });
    expect(result.success).toBe(false);
    expect(messagesByPath(result).webhook_url).toMatch(/https URL/);
  });

  it('rejects a webhook_url that is not an absolute URL (private hosts are refused later, on resolution)', () => {
    expect(Documents.SubmitBookForm.safeParse({ book_name: 'Acme', webhook_url: 'crm.example.com/hook' }).success).toBe(false);
    expect(Documents.SubmitBookForm.safeParse({ book_name: 'Acme', webhook_url: 'https://crm.example.com/hook' }).success).toBe(true);
  });

  it('names a missing book_name and an unknown field', () => {
    const result = Documents.SubmitBookForm.safeParse({ bookname: 'Acme' });
    expect(messagesByPath(result).book_name).toBe('is required');
    expect(result.error?.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
    expect(messagesByPath(Documents.SubmitBookForm.safeParse({ book_name: '   ' })).book_name).toBe('must not be empty');
  });

  it('documents the files part in the multipart body without requiring it of the form fields', () => {
    expect(Object.keys(Documents.SubmitBookMultipart.shape)).toEqual(['book_name', 'description', 'webhook_url', 'files']);
    expect('files' in Documents.SubmitBookForm.shape).toBe(false);
  });
});
