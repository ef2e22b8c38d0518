import { buildPdf, buildTruncatedPdf } from '@uw/testing';
import { ContentTypeParser } from './content-type.parser';

describe('ContentTypeParser', () => {
  const parser = new ContentTypeParser();
  const parse = (data: Buffer) => parser.parse({ document_id: 'd', filename: 'f', data });

  it('counts the pages of a readable PDF', async () => {
    expect(await parse(await buildPdf(4))).toMatchObject({ document_status: 'completed', page_count: 4 });
  });

  it('fails a truncated PDF with a reason', async () => {
    const outcome = await parse(await buildTruncatedPdf());
    expect(outcome).toMatchObject({ document_status: 'failed', page_count: null });
    expect(outcome.failure_reason).toMatch(/^Unreadable PDF/);
  });

  it('recognises a bank-link asset report and refuses other JSON and unknown bytes', async () => {
    expect(await parse(Buffer.from(JSON.stringify({ report: { items: [] } })))).toMatchObject({ document_type: 'banklink_asset_report', document_status: 'completed' });
    expect(await parse(Buffer.from('{"hello": 1}'))).toMatchObject({ document_status: 'failed' });
    expect(await parse(Buffer.from([0x00, 0x01, 0x02, 0xff]))).toMatchObject({ document_type: 'unsupported_file', document_status: 'failed' });
  });
});
