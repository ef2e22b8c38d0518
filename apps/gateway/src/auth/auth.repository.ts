import { Inject, Injectable } from '@nestjs/common';
import type { Auth, UsageLimits } from '@uw/contracts';
import { DATABASE_CONNECTION } from '@uw/platform';
import { randomUUID } from 'node:crypto';
import type { Connection, Model } from 'mongoose';
import {
  type AccessTokenRecord,
  AccessTokenSchema,
  type OrganizationRecord,
  OrganizationSchema,
  type UserRecord,
  UserSchema,
} from './auth.schema';
import { generateAccessToken, hashAccessToken, tokenDisplayPrefix } from './token-secret';

export interface VerifiedToken {
  token_id: string;
  token_hash: string;
  mode: Auth.TokenMode;
  org_id: string;
  org_name: string;
  user_id: string;
  user_name: string;
  usage_limits: UsageLimits;
}

export interface IssuedToken {
  token: string;
  summary: Auth.TokenSummary;
}

@Injectable()
export class AuthRepository {
  private readonly organizations: Model<OrganizationRecord>;
  private readonly users: Model<UserRecord>;
  private readonly tokens: Model<AccessTokenRecord>;

  constructor(@Inject(DATABASE_CONNECTION) connection: Connection) {
    this.organizations = connection.model<OrganizationRecord>('Organization', OrganizationSchema);
    this.users = connection.model<UserRecord>('User', UserSchema);
    this.tokens = connection.model<AccessTokenRecord>('AccessToken', AccessTokenSchema);
  }

  async ensureIndexes(): Promise<void> {
    await Promise.all([this.users.syncIndexes(), this.tokens.syncIndexes()]);
  }

  async createOrganization(name: string): Promise<OrganizationRecord> {
    const record = { _id: randomUUID(), name, created_at: new Date() };
    await this.organizations.create(record);
    return record;
  }

  /** Sets an organization's monthly limits (null: unlimited). Gateways pick them up within AUTH_CACHE_TTL_MS. */
  async setUsageLimits(orgId: string, limits: UsageLimits): Promise<OrganizationRecord> {
    const updated = await this.organizations.findOneAndUpdate({ _id: orgId }, { $set: { usage_limits: limits } }, { new: true }).lean<OrganizationRecord>().exec();
    if (!updated) throw new Error(`Organization ${orgId} does not exist`);
    return updated;
  }

  findOrganizationByName(name: string): Promise<OrganizationRecord | null> {
    return this.organizations.findOne({ name }).lean<OrganizationRecord>().exec();
  }

  async createUser(orgId: string, name: string, email: string | null = null): Promise<UserRecord> {
    const organization = await this.organizations.exists({ _id: orgId });
    if (!organization) throw new Error(`Organization ${orgId} does not exist`);
    const record = { _id: randomUUID(), org_id: orgId, name, email, created_at: new Date() };
    await this.users.create(record);
    return record;
  }

  findUserByName(orgId: string, name: string): Promise<UserRecord | null> {
    return this.users.findOne({ org_id: orgId, name }).lean<UserRecord>().exec();
  }

  /** Issues a token; the secret is returned here once and never again. */
  async issueToken(orgId: string, userId: string, name: string, mode: Auth.TokenMode): Promise<IssuedToken> {
    const user = await this.users.findOne({ _id: userId, org_id: orgId }).lean<UserRecord>().exec();
    if (!user) throw new Error(`User ${userId} does not exist in organization ${orgId}`);
    const token = generateAccessToken();
    const record: AccessTokenRecord = {
      _id: randomUUID(),
      org_id: orgId,
      user_id: userId,
      name,
      mode,
      token_hash: hashAccessToken(token),
      token_prefix: tokenDisplayPrefix(token),
      created_at: new Date(),
      last_used_at: null,
      revoked_at: null,
    };
    await this.tokens.create(record);
    return { token, summary: toTokenSummary(record) };
  }

  async listTokens(orgId: string): Promise<Auth.TokenSummary[]> {
    const records = await this.tokens.find({ org_id: orgId }).sort({ created_at: -1 }).lean<AccessTokenRecord[]>().exec();
    return records.map(toTokenSummary);
  }

  /** Marks the token revoked (idempotent) and returns its hash so caches can evict it; null if unknown. */
  async revokeToken(orgId: string, tokenId: string): Promise<string | null> {
    const record = await this.tokens
      .findOneAndUpdate({ _id: tokenId, org_id: orgId, revoked_at: null }, { $set: { revoked_at: new Date() } }, { new: true })
      .lean<AccessTokenRecord>()
      .exec();
    if (record) return record.token_hash;
    const existing = await this.tokens.findOne({ _id: tokenId, org_id: orgId }).lean<AccessTokenRecord>().exec();
    return existing ? existing.token_hash : null;
  }

  async verify(tokenHash: string): Promise<VerifiedToken | null> {
    const token = await this.tokens.findOne({ token_hash: tokenHash, revoked_at: null }).lean<AccessTokenRecord>().exec();
    if (!token) return null;
    const [organization, user] = await Promise.all([
      this.organizations.findById(token.org_id).lean<OrganizationRecord>().exec(),
      this.users.findOne({ _id: token.user_id, org_id: token.org_id }).lean<UserRecord>().exec(),
    ]);
    if (!organization || !user) return null;
    return {
      token_id: token._id,
      token_hash: token.token_hash,
      mode: token.mode,
      org_id: organization._id,
      org_name: organization.name,
      user_id: user._id,
      user_name: user.name,
      usage_limits: { parses_per_month: organization.usage_limits?.parses_per_month ?? null, pages_per_month: organization.usage_limits?.pages_per_month ?? null },
    };
  }

  /** One round trip for all tokens used since the last flush; `$max` keeps the newest time under races. */
  async recordLastUsed(usage: Map<string, Date>): Promise<void> {
    if (usage.size === 0) return;
    await this.tokens.bulkWrite(
      [...usage].map(([tokenId, at]) => ({ updateOne: { filter: { _id: tokenId }, update: { $max: { last_used_at: at } } } })),
      { ordered: false },
    );
  }
}

function toTokenSummary(record: AccessTokenRecord): Auth.TokenSummary {
  return {
    id: record._id,
    name: record.name,
    mode: record.mode,
    token_prefix: record.token_prefix,
    created_at: record.created_at.toISOString(),
    last_used_at: record.last_used_at ? record.last_used_at.toISOString() : null,
    revoked_at: record.revoked_at ? record.revoked_at.toISOString() : null,
    user_id: record.user_id,
  };
}
