import { BookIdParams } from '../../documents/book.schema';
import { ParseBookResponse, ParseStatusListResponse, ParseStatusSummary, StopParseResponse } from '../../documents/parse-job.schema';
import { SubmitBookMultipart, SubmitBookResponse } from '../../documents/submit-book.schema';
import type { ApiRoute } from '../api-route';

export const parsingRoutes: ApiRoute[] = [
  {
    method: 'post',
    path: '/submit-book',
    summary: 'Create a Book from uploaded files and start parsing it',
    description:
      'Multipart: repeat `files` once per file, plus `book_name`, optional `description` and optional HTTPS ' +
      '`webhook_url` (receives the completion webhook). Parsing runs in the background; usage limits and ' +
      'per-file failures show up later on the Book and its documents.',
    tags: ['Parsing'],
    access: 'write',
    body: { kind: 'multipart', schema: SubmitBookMultipart },
    response: { status: 200, description: 'Book created, parsing started', schema: SubmitBookResponse },
    errors: [413, 415, 500],
  },
  {
    method: 'post',
    path: '/parse/{book_id}/parse-book',
    summary: 'Start (or restart) parsing a Book',
    description:
      'Moves the Book to `processing` at once and answers with the parse job id. A reparse replaces the whole ' +
      '`book_meta`: tags, stored positions and exclusions are discarded.',
    tags: ['Parsing'],
    access: 'write',
    params: BookIdParams,
    response: { status: 200, description: 'Parsing started', schema: ParseBookResponse },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/parse/{book_id}/parse-book-status',
    summary: 'Lightweight parse status of one Book, for polling',
    tags: ['Parsing'],
    access: 'read',
    params: BookIdParams,
    response: { status: 200, description: 'Status summary', schema: ParseStatusSummary },
    errors: [404],
  },
  {
    method: 'get',
    path: '/parse/books/statuses',
    summary: 'Lightweight parse status of every Book of the organization',
    tags: ['Parsing'],
    access: 'read',
    response: { status: 200, description: 'One summary per Book', schema: ParseStatusListResponse },
  },
  {
    method: 'post',
    path: '/parse/{book_id}/stop-parse',
    summary: 'Cancel the running parse of a Book',
    description: 'Answers `Parse cancelled` when a running parse was stopped, `No active parse` otherwise.',
    tags: ['Parsing'],
    access: 'write',
    params: BookIdParams,
    response: { status: 200, description: 'Outcome', schema: StopParseResponse },
    errors: [404],
  },
];
