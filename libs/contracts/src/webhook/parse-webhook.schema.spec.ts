import { Webhook } from '../index';

const BOOK_ID = '3f0e7f9e-1c1a-4d2c-9a4e-2b3c4d5e6f70';

describe('ParseWebhookBody contract', () => {
  it('carries an error only when given, and only terminal statuses', () => {
    const done = { book_id: BOOK_ID, status: 'completed', book_url: `https://app.example.com/books/${BOOK_ID}` };
    expect(Webhook.ParseWebhookBody.parse(done)).toEqual(done);
    expect(Webhook.ParseWebhookBody.parse({ ...done, status: 'failed', error: 'Usage limit reached' }).error).toBe('Usage limit reached');
    expect(Webhook.ParseWebhookBody.safeParse({ ...done, status: 'processing' }).success).toBe(false);
  });
});
