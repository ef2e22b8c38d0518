import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Funders } from '@uw/contracts';
import { DEFAULT_FUNDERS, normalizeDescription } from '@uw/funder-matching';
import { DATABASE_CONNECTION, DomainError, isDuplicateKeyError } from '@uw/platform';
import type { Connection, Model } from 'mongoose';
import { AliasClaims } from './alias.claims';
import { defaultFunderId } from './default-funder-ids';
import { FUNDER_COLLECTION, type FunderRecord, FunderSchema, type RegistryMarker, RegistryMarkerSchema } from './funder.schema';

/**
 * The only writer of the `funders` collection. Every method takes the organization id, and every read
 * first makes sure the organization holds its own copy of the global defaults.
 */
@Injectable()
export class FunderRepository {
  private readonly funders: Model<FunderRecord>;
  private readonly markers: Model<RegistryMarker>;
  private readonly aliases: AliasClaims;

  constructor(@Inject(DATABASE_CONNECTION) connection: Connection) {
    this.funders = connection.model<FunderRecord>(FUNDER_COLLECTION, FunderSchema);
    this.markers = connection.model<RegistryMarker>('FunderRegistryMarker', RegistryMarkerSchema);
    this.aliases = new AliasClaims(connection);
  }

  async list(orgId: string): Promise<FunderRecord[]> {
    await this.ensureSeeded(orgId);
    return this.funders.find({ org_id: orgId }).sort({ rank: 1, title: 1 }).lean<FunderRecord[]>().exec();
  }

  async get(orgId: string, id: string): Promise<FunderRecord> {
    await this.ensureSeeded(orgId);
    const record = await this.funders.findOne({ _id: id, org_id: orgId }).lean<FunderRecord>().exec();
    if (!record) throw new DomainError('FUNDER.NOT_FOUND', `Funder ${id} was not found`);
    return record;
  }

  async findMany(orgId: string, ids: readonly string[]): Promise<FunderRecord[]> {
    if (ids.length === 0) return [];
    await this.ensureSeeded(orgId);
    return this.funders.find({ org_id: orgId, _id: { $in: [...ids] } }).lean<FunderRecord[]>().exec();
  }

  async create(orgId: string, input: Funders.CreateFunderRequest): Promise<FunderRecord> {
    const existing = await this.list(orgId);
    const aliases = distinctAliases(input.funder_meta.transaction_description_aliases);
    const id = randomUUID();
    assertClaimed(existing, await this.aliases.claim(orgId, id, aliases));
    const now = new Date();
    const record: FunderRecord = {
      _id: id,
      org_id: orgId,
      default_key: null,
      title: input.title,
      funder_type: input.funder_type,
      aliases,
      contact: input.contact,
      link: input.link,
      states_served: input.states_served,
      rank: input.rank,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.funders.collection.insertOne(record as never);
    } catch (error) {
      await this.aliases.release(orgId, id, aliases);
      throw error;
    }
    await this.touch(orgId);
    return record;
  }

  async update(orgId: string, id: string, patch: Funders.UpdateFunderRequest): Promise<FunderRecord> {
    const existing = await this.list(orgId);
    const current = existing.find((funder) => funder._id === id);
    if (!current) throw new DomainError('FUNDER.NOT_FOUND', `Funder ${id} was not found`);
    const set: Partial<FunderRecord> = { updated_at: new Date() };
    if (patch.title !== undefined) set.title = patch.title;
    if (patch.funder_type !== undefined) set.funder_type = patch.funder_type;
    if (patch.link !== undefined) set.link = patch.link;
    if (patch.states_served !== undefined) set.states_served = patch.states_served;
    if (patch.rank !== undefined) set.rank = patch.rank;
    if (patch.contact !== undefined) set.contact = { ...current.contact, ...stripUndefined(patch.contact) };
    let released: string[] = [];
    if (patch.funder_meta !== undefined) {
      set.aliases = distinctAliases(patch.funder_meta.transaction_description_aliases);
      const kept = new Set(set.aliases.map(normalizeDescription));
      const had = new Set(current.aliases.map(normalizeDescription));
      assertClaimed(existing, await this.aliases.claim(orgId, id, set.aliases.filter((alias) => !had.has(normalizeDescription(alias)))));
      released = current.aliases.filter((alias) => !kept.has(normalizeDescription(alias)));
    }
    const updated = await this.funders
      .findOneAndUpdate({ _id: id, org_id: orgId }, { $set: set }, { new: true })
      .lean<FunderRecord>()
      .exec();
    if (!updated) {
      await this.aliases.releaseFunder(orgId, id);
      throw new DomainError('FUNDER.NOT_FOUND', `Funder ${id} was not found`);
    }
    await this.aliases.release(orgId, id, released);
    await this.aliases.keepOnly(orgId, id, updated.aliases);
    await this.touch(orgId);
    return updated;
  }

  async delete(orgId: string, id: string): Promise<void> {
    await this.ensureSeeded(orgId);
    const { deletedCount } = await this.funders.deleteOne({ _id: id, org_id: orgId }).exec();
    if (deletedCount === 0) throw new DomainError('FUNDER.NOT_FOUND', `Funder ${id} was not found`);
    await this.aliases.releaseFunder(orgId, id);
    await this.touch(orgId);
  }

  /** Drops every entry of the organization and copies the defaults again (with their original ids). */
  async reset(orgId: string): Promise<FunderRecord[]> {
    await this.funders.deleteMany({ org_id: orgId }).exec();
    await this.aliases.releaseOrganization(orgId);
    await this.copyDefaults(orgId);
    await this.markers.updateOne({ _id: orgId }, { $set: { revision: randomUUID() }, $setOnInsert: { seeded_at: new Date() } }, { upsert: true }).exec();
    return this.list(orgId);
  }

  /**
   * Adds `alias` to a funder unless the organization already has it, on this funder or another. The
   * result says which, so the caller can tell the underwriter why nothing changed.
   */
  async learnAlias(orgId: string, funderId: string, alias: string): Promise<{ learned: boolean; reason: string | null }> {
    const existing = await this.list(orgId);
    const target = existing.find((funder) => funder._id === funderId);
    if (!target) throw new DomainError('FUNDER.NOT_FOUND', `Funder ${funderId} was not found`);
    const key = normalizeDescription(alias);
    if (key.length === 0) return { learned: false, reason: 'the descriptor is empty after normalisation' };
    if (target.aliases.some((known) => normalizeDescription(known) === key)) return { learned: false, reason: 'already an alias of this funder' };
    const [taken] = await this.aliases.claim(orgId, funderId, [alias]);
    if (taken) return { learned: false, reason: `already an alias of ${existing.find((funder) => funder._id === taken.owner)?.title ?? 'another funder'}` };
    const learned = await this.funders
      .findOneAndUpdate({ _id: funderId, org_id: orgId }, { $push: { aliases: alias }, $set: { updated_at: new Date() } }, { new: true })
      .lean<FunderRecord>()
      .exec();
    await this.aliases.keepOnly(orgId, funderId, learned?.aliases ?? []);
    await this.touch(orgId);
    return { learned: true, reason: null };
  }

  /** Changes whenever the organization's registry changes: matchers cached per revision stay correct. */
  async revision(orgId: string): Promise<string> {
    // One read on the usual path (asked for every batch of a parse); the copy only on first access.
    const marker = await this.markers.findOne({ _id: orgId }).lean<RegistryMarker>().exec();
    if (marker) return marker.revision;
    await this.ensureSeeded(orgId);
    return (await this.markers.findOne({ _id: orgId }).lean<RegistryMarker>().exec())?.revision ?? 'unseeded';
  }

  /**
   * First access copies the defaults. Every concurrent first request inserts the same name-based ids and
   * the unique `_id` keeps exactly one copy of each; the marker is written only after the copy, so no
   * request reads a half-copied registry.
   */
  private async ensureSeeded(orgId: string): Promise<void> {
    if (await this.markers.exists({ _id: orgId }).exec()) return;
    await this.copyDefaults(orgId);
    try {
      await this.markers.collection.insertOne({ _id: orgId, seeded_at: new Date(), revision: randomUUID() } as never);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  private async copyDefaults(orgId: string): Promise<void> {
    const now = new Date();
    const records = DEFAULT_FUNDERS.map(
      (entry): FunderRecord => ({
        _id: defaultFunderId(orgId, entry.key),
        org_id: orgId,
        default_key: entry.key,
        title: entry.title,
        funder_type: entry.funder_type,
        aliases: [...entry.aliases],
        contact: { ...entry.contact },
        link: entry.link,
        states_served: [...entry.states_served],
        rank: entry.rank,
        created_at: now,
        updated_at: now,
      }),
    );
    try {
      await this.funders.collection.insertMany(records as never[], { ordered: false });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error; // another first request copied some of them
    }
    await this.aliases.claimAll(orgId, records.map((record) => ({ funderId: record._id, aliases: record.aliases })));
  }

  private async touch(orgId: string): Promise<void> {
    await this.markers.updateOne({ _id: orgId }, { $set: { revision: randomUUID() } }).exec();
  }
}

function distinctAliases(aliases: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const alias of aliases) {
    const key = normalizeDescription(alias);
    if (key.length === 0 || seen.has(key)) continue;
    seen.add(key);
    result.push(alias);
  }
  return result;
}

/** 409 naming every alias another funder of the organization holds. */
function assertClaimed(existing: readonly FunderRecord[], taken: ReadonlyArray<{ alias: string; owner: string }>): void {
  if (taken.length === 0) return;
  const titles = new Map(existing.map((funder) => [funder._id, funder.title]));
  const listed = taken.map(({ alias, owner }) => `"${alias}" (already an alias of ${titles.get(owner) ?? 'another funder'})`);
  throw new DomainError('FUNDER.ALIAS_TAKEN', `Alias already used in this organization: ${listed.join(', ')}`);
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as Partial<T>;
}
