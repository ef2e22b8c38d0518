import { buildPdf, buildTruncatedPdf } from '@uw/testing';
import { ContentTypeParser } from './content-type.parser';

describe('ContentTypeParser', () => {
  const parser = new ContentTypeParser();
  const parse = (data: Buffer) => parser.parse({ document_id: 'd', filename: 'f', data });

  it('classifies a bank statement from its text and counts its pages', async () => {
    expect(await parse(await buildPdf(1))).toEqual({ document_type: 'bank_statement', document_status: 'completed', failure_reason: null, page_count: 1 });
  });

  it('fails a PDF that says nothing classifiable, with the reason', async () => {
    const outcome = await parse(await buildPdf(4, { kind: 'plain', title: 'Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor' }));
    expect(outcome).toMatchObject({ document_type: 'unsupported_file', document_status: 'failed', page_count: 4 });
    expect(outcome.failure_reason).toMatch(/^Could not classify/);
  });

  it('fails a truncated PDF with a reason', async () => {
    const outcome = await parse(await buildTruncatedPdf());
    expect(outcome).toMatchObject({ document_status: 'failed', page_count: null });
    expect(outcome.failure_reason).toMatch(/^Unreadable PDF/);
  });

  it('fails unknown bytes as unsupported', async () => {
    expect(await parse(Buffer.from([0x00, 0x01, 0x02, 0xff]))).toMatchObject({ document_type: 'unsupported_file', document_status: 'failed' });
  });
});
