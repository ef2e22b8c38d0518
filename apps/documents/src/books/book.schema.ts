import type { Documents, UsageLimits } from '@uw/contracts';
import { Schema } from 'mongoose';

/** A Book as stored. `_id` is the public UUID; every query also filters on `org_id`. */
export interface BookRecord {
  _id: string;
  org_id: string;
  created_by: string;
  name: string;
  description: string;
  parse_status: Documents.ParseStatus;
  parse_status_message: string;
  parse_job_id: string | null;
  book_tag: string | null;
  is_starred: boolean;
  crm_opportunity_id: string | null;
  created_at: Date;
  updated_at: Date;
  last_parsed_at: Date | null;
  book_meta: Documents.BookMeta;
  webhook_url: string | null;
  /** The current run's parser output is in `book_parser_results` (see BookParserResultsStore). */
  has_parser_results?: boolean;
  /** Bumped by every parse-state transition (see BookTransitionClaims). */
  version?: number;
  /** The organization's usage limits when the current parse started (pages are counted at its end). */
  parse_limits?: UsageLimits | null;
  /** One delivery per parse outcome: `pending` until claimed, then the recorded outcome. */
  webhook: WebhookState | null;
}

export interface WebhookState {
  state: 'pending' | 'sending' | 'sent';
  parse_job_id: string;
  outcome?: { delivered: boolean; status_code: number | null; error: string | null; attempted_at: string; duration_ms: number };
}

export const BOOK_COLLECTION = 'books';

export const BookSchema = new Schema<BookRecord>(
  {
    _id: { type: String, required: true },
    org_id: { type: String, required: true },
    created_by: { type: String, required: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    parse_status: { type: String, required: true, default: 'new' },
    parse_status_message: { type: String, default: '' },
    parse_job_id: { type: String, default: null },
    book_tag: { type: String, default: null },
    is_starred: { type: Boolean, default: false },
    crm_opportunity_id: { type: String, default: null },
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
    last_parsed_at: { type: Date, default: null },
    book_meta: { type: Schema.Types.Mixed, required: true },
    webhook_url: { type: String, default: null },
    webhook: { type: Schema.Types.Mixed, default: null },
    parse_limits: { type: Schema.Types.Mixed, default: null },
    version: { type: Number, default: 0 },
    has_parser_results: { type: Boolean, default: false },
  },
  { collection: BOOK_COLLECTION, versionKey: false, minimize: false },
);
BookSchema.index({ org_id: 1, created_at: -1 });
