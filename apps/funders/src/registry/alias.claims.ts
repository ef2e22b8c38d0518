import { normalizeDescription } from '@uw/funder-matching';
import { isDuplicateKeyError } from '@uw/platform';
import { type Connection, type Model, Schema } from 'mongoose';

interface AliasClaim {
  /** `<org_id>:<normalised alias>`: the unique key makes an alias belong to one funder per organization. */
  _id: string;
  org_id: string;
  funder_id: string;
}

const AliasClaimSchema = new Schema<AliasClaim>(
  { _id: String, org_id: { type: String, required: true }, funder_id: { type: String, required: true } },
  { collection: 'funder_aliases', versionKey: false },
);

export const aliasKey = (orgId: string, alias: string) => `${orgId}:${normalizeDescription(alias)}`;

/**
 * Alias ownership as unique-key claims. A check followed by an insert lets two concurrent requests
 * both pass the check (FerretDB 1.x does not serialize them); a unique `_id` insert lets exactly one win.
 */
export class AliasClaims {
  private readonly claims: Model<AliasClaim>;

  constructor(connection: Connection) {
    this.claims = connection.model<AliasClaim>('FunderAliasClaim', AliasClaimSchema);
  }

  /**
   * Claims every alias for the funder, or none: on a conflict the claims this call made are released
   * and the aliases another funder holds are returned with their owners.
   */
  async claim(orgId: string, funderId: string, aliases: readonly string[]): Promise<Array<{ alias: string; owner: string }>> {
    const made: string[] = [];
    const taken: Array<{ alias: string; owner: string }> = [];
    for (const alias of aliases) {
      const key = aliasKey(orgId, alias);
      try {
        await this.claims.collection.insertOne({ _id: key, org_id: orgId, funder_id: funderId } as never);
        made.push(key);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        const owner = await this.claims.findOne({ _id: key }).lean<AliasClaim>().exec();
        if (owner && owner.funder_id !== funderId) taken.push({ alias, owner: owner.funder_id });
      }
    }
    if (taken.length > 0 && made.length > 0) await this.claims.deleteMany({ _id: { $in: made } }).exec();
    return taken;
  }

  /** Claims for seeded defaults: already-present claims (a concurrent first access) are fine. */
  async claimAll(orgId: string, entries: ReadonlyArray<{ funderId: string; aliases: readonly string[] }>): Promise<void> {
    const documents = entries.flatMap(({ funderId, aliases }) => aliases.map((alias) => ({ _id: aliasKey(orgId, alias), org_id: orgId, funder_id: funderId })));
    if (documents.length === 0) return;
    try {
      await this.claims.collection.insertMany(documents as never[], { ordered: false });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  async release(orgId: string, funderId: string, aliases: readonly string[]): Promise<void> {
    if (aliases.length === 0) return;
    await this.claims.deleteMany({ _id: { $in: aliases.map((alias) => aliasKey(orgId, alias)) }, funder_id: funderId }).exec();
  }

  /** Drops the funder's claims on aliases it no longer lists (a concurrent update replaced the list). */
  async keepOnly(orgId: string, funderId: string, aliases: readonly string[]): Promise<void> {
    const kept = aliases.map((alias) => aliasKey(orgId, alias));
    await this.claims.deleteMany({ org_id: orgId, funder_id: funderId, _id: { $nin: kept } }).exec();
  }

  async releaseFunder(orgId: string, funderId: string): Promise<void> {
    await this.claims.deleteMany({ org_id: orgId, funder_id: funderId }).exec();
  }

  async releaseOrganization(orgId: string): Promise<void> {
    await this.claims.deleteMany({ org_id: orgId }).exec();
  }
}
