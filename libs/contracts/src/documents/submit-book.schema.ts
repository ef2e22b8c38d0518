import { z } from '../zod';
import { Uuid } from '../common';
import { expected, optionalText, requiredText } from '../request-fields';
import { FilePart } from './document.schema';

/**
 * Text fields of the `POST /submit-book` multipart body. The files themselves travel as repeated `files`
 * parts and are checked by the upload handler (at least one is required), not by this schema.
 */
export const SubmitBookForm = z
  .strictObject({
    book_name: requiredText(200).openapi({ example: 'Acme Plumbing LLC' }),
    description: optionalText(5000).default(''),
    webhook_url: z
      // Private, loopback and metadata addresses are refused when the URL is resolved (SSRF guard).
      .url({ protocol: /^https$/, error: expected('an https URL') })
      .max(2048, 'must be at most 2048 characters')
      .optional()
      .openapi({ description: 'Receives the parse-completion webhook (HTTPS only)', example: 'https://crm.example.com/hooks/parse' }),
  })
  .openapi('SubmitBookForm', {
    description: 'Multipart text fields; attach one or more `files` parts (repeat the field) alongside them.',
  });
export type SubmitBookForm = z.infer<typeof SubmitBookForm>;

export const SubmitBookResponse = z
  .object({
    book_id: Uuid,
    status: z.literal('processing'),
    message: z.string().openapi({ example: 'Book submitted, parsing 3 files' }),
  })
  .openapi('SubmitBookResponse');
export type SubmitBookResponse = z.infer<typeof SubmitBookResponse>;

/**
 * The whole `POST /submit-book` body for the API reference: the text fields plus the repeated `files`
 * parts. Documentation only: requests are validated with `SubmitBookForm` and the upload handler.
 */
export const SubmitBookMultipart = SubmitBookForm.extend({
  files: z.array(FilePart).min(1).openapi({ description: 'Repeat the field once per file (PDF; supported images)' }),
}).openapi('SubmitBookMultipart');
