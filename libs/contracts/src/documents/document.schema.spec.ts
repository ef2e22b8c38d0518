import { Documents } from '../index';

describe('Document contract', () => {
  it('fills the spec defaults for a freshly uploaded document', () => {
    const doc = Documents.Document.parse({
      id: '3f0e7f9e-1c1a-4d2c-9a4e-2b3c4d5e6f70',
      uploaded_file_name: 'a1b2.pdf',
      original_filename: 'January.pdf',
      created_at: '2026-11-21T10:00:00.000Z',
      updated_at: '2026-11-21T10:00:00.000Z',
    });
    expect(doc).toMatchObject({
      document_type: 'pending',
      document_status: 'pending',
      is_deleted: false,
      org_id: null,
      book_id: null,
      document_meta: null,
      presigned_url: null,
      page_count: null,
    });
  });

  it('knows every document type and status of the spec and nothing else', () => {
    expect(Documents.DocumentType.options).toHaveLength(13);
    expect(Documents.DocumentStatus.options).toEqual(['pending', 'new', 'processing', 'completed', 'failed']);
    expect(Documents.DocumentType.safeParse('passport').success).toBe(false);
  });

  it('defaults the failure reason inside document_meta', () => {
    expect(Documents.DocumentMeta.parse({})).toEqual({ failure_reason: null });
  });
});

describe('Parse job contracts', () => {
  it('reports every document status count, zero when absent', () => {
    const summary = Documents.ParseStatusSummary.parse({
      book_id: '3f0e7f9e-1c1a-4d2c-9a4e-2b3c4d5e6f70',
      parse_status: 'processing',
      updated_at: '2026-11-21T10:00:00.000Z',
      document_counts: { completed: 2, processing: 1 },
    });
    expect(summary.document_counts).toEqual({ pending: 0, new: 0, processing: 1, completed: 2, failed: 0 });
    expect(summary).toMatchObject({ parse_status_message: '', parse_job_id: null, last_parsed_at: null });
  });

  it('allows only the two stop-parse replies of the spec', () => {
    expect(Documents.StopParseResponse.parse({ message: 'No active parse' }).message).toBe('No active parse');
    expect(Documents.StopParseResponse.safeParse({ message: 'ok' }).success).toBe(false);
  });

  it('rejects text fields on the documents upload', () => {
    expect(Documents.UploadDocumentsForm.safeParse({ book_id: 'x' }).success).toBe(false);
    expect(Documents.UploadDocumentsForm.safeParse({}).success).toBe(true);
  });
});
