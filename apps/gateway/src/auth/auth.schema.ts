import type { Auth } from '@uw/contracts';
import { Schema } from 'mongoose';

/** Organizations, users and personal access tokens: owned by the gateway. */
export interface OrganizationRecord {
  _id: string;
  name: string;
  created_at: Date;
  /** Monthly usage limits; absent or null members mean unlimited. */
  usage_limits?: { parses_per_month: number | null; pages_per_month: number | null } | null;
}

export interface UserRecord {
  _id: string;
  org_id: string;
  name: string;
  email: string | null;
  created_at: Date;
}

export interface AccessTokenRecord {
  _id: string;
  org_id: string;
  user_id: string;
  name: string;
  mode: Auth.TokenMode;
  /** sha256 of the whole token; the token itself is never stored. */
  token_hash: string;
  token_prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export const OrganizationSchema = new Schema<OrganizationRecord>(
  { _id: String, name: { type: String, required: true }, created_at: { type: Date, required: true }, usage_limits: { type: Object, default: null } },
  { collection: 'organizations', versionKey: false },
);

export const UserSchema = new Schema<UserRecord>(
  {
    _id: String,
    org_id: { type: String, required: true, index: true },
    name: { type: String, required: true },
    email: { type: String, default: null },
    created_at: { type: Date, required: true },
  },
  { collection: 'users', versionKey: false },
);

export const AccessTokenSchema = new Schema<AccessTokenRecord>(
  {
    _id: String,
    org_id: { type: String, required: true },
    user_id: { type: String, required: true },
    name: { type: String, required: true },
    mode: { type: String, required: true },
    token_hash: { type: String, required: true, unique: true },
    token_prefix: { type: String, required: true },
    created_at: { type: Date, required: true },
    last_used_at: { type: Date, default: null },
    revoked_at: { type: Date, default: null },
  },
  { collection: 'access_tokens', versionKey: false },
);
AccessTokenSchema.index({ org_id: 1, created_at: -1 });
