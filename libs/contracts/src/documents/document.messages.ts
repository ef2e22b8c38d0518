import { z } from '../zod';
import { Actor, UsageLimits, Uuid } from '../common';
import { DocumentType } from './document.schema';

/**
 * A file the gateway has streamed into the shared GridFS `files` bucket. Files never cross NATS
 * (1 MiB payload limit): only their ids do.
 */
export const StagedFile = z.object({
  file_id: z.string().regex(/^[0-9a-f]{24}$/, 'must be a GridFS object id'),
  filename: z.string().min(1),
  size: z.number().int().nonnegative(),
});
export type StagedFile = z.infer<typeof StagedFile>;

export const SubmitBookMessage = z.object({
  actor: Actor,
  book_name: z.string(),
  description: z.string(),
  webhook_url: z.string().optional(),
  files: z.array(StagedFile).min(1),
  limits: UsageLimits.default({ parses_per_month: null, pages_per_month: null }),
});
export type SubmitBookMessage = z.infer<typeof SubmitBookMessage>;

export const AddDocumentsMessage = z.object({ actor: Actor, book_id: Uuid, files: z.array(StagedFile).min(1) });
export type AddDocumentsMessage = z.infer<typeof AddDocumentsMessage>;

export const ListDocumentsMessage = z.object({ org_id: Uuid, book_id: Uuid });
export type ListDocumentsMessage = z.infer<typeof ListDocumentsMessage>;

export const GetDocumentMessage = z.object({ org_id: Uuid, document_id: Uuid });
export type GetDocumentMessage = z.infer<typeof GetDocumentMessage>;

/** Internal: where a document's bytes are, for the gateway's signed download and the parsing workers. */
export const DocumentFileReply = z.object({
  document_id: Uuid,
  file_id: z.string(),
  filename: z.string(),
  mime_type: z.string().nullable(),
  size: z.number().int().nullable(),
});
export type DocumentFileReply = z.infer<typeof DocumentFileReply>;

export const BookScopedMessage = z.object({ org_id: Uuid, book_id: Uuid });
export type BookScopedMessage = z.infer<typeof BookScopedMessage>;

export const StartParseMessage = z.object({
  actor: Actor,
  book_id: Uuid,
  limits: UsageLimits.default({ parses_per_month: null, pages_per_month: null }),
});
export type StartParseMessage = z.infer<typeof StartParseMessage>;

export const OrgScopedMessage = z.object({ org_id: Uuid });
export type OrgScopedMessage = z.infer<typeof OrgScopedMessage>;

/** The durable JetStream job: ids only. */
export const ParseJob = z.object({ org_id: Uuid, book_id: Uuid, parse_job_id: Uuid });
export type ParseJob = z.infer<typeof ParseJob>;

/** Worker -> documents: claim the job's documents (they move to `processing`) or learn it is stale. */
export const ParseContextReply = z.object({
  active: z.boolean(),
  documents: z.array(DocumentFileReply),
});
export type ParseContextReply = z.infer<typeof ParseContextReply>;

export const DocumentParseResult = z.object({
  document_id: Uuid,
  document_type: DocumentType,
  document_status: z.enum(['completed', 'failed']),
  failure_reason: z.string().nullable(),
  /** Pages of a readable PDF, counted while parsing. */
  page_count: z.number().int().nonnegative().nullable().default(null),
});
export type DocumentParseResult = z.infer<typeof DocumentParseResult>;

/**
 * Worker -> documents: the outcome of a parse run. The parser results (the `book_meta` members such as
 * `parser_v2_mca_result`) can be far larger than a NATS message, so the worker writes them as one JSON
 * file to the file store and sends its id; documents stores them in book_meta and deletes the file.
 */
export const ParseResultMessage = z.object({
  job: ParseJob,
  outcome: z.enum(['completed', 'failed']),
  message: z.string(),
  documents: z.array(DocumentParseResult),
  parser_results_file_id: z.string().regex(/^[0-9a-f]{24}$/).nullable().default(null),
});
export type ParseResultMessage = z.infer<typeof ParseResultMessage>;

export const ParseResultReply = z.object({ stored: z.boolean(), parse_status: z.string() });
export type ParseResultReply = z.infer<typeof ParseResultReply>;
