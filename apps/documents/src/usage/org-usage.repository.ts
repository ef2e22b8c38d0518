import { Inject, Injectable } from '@nestjs/common';
import { DATABASE_CONNECTION } from '@uw/platform';
import { type Connection, type Model, Schema } from 'mongoose';

interface OrgUsageRecord {
  _id: string;
  org_id: string;
  month: string;
  parses: number;
  pages: number;
}

const OrgUsageSchema = new Schema<OrgUsageRecord>(
  { _id: String, org_id: { type: String, required: true }, month: { type: String, required: true }, parses: Number, pages: Number },
  { collection: 'org_usage', versionKey: false },
);

export type UsageCounter = 'parses' | 'pages';

/** Monthly usage per organization (UTC months). Consumption is one conditional increment: never over the limit. */
@Injectable()
export class OrgUsageRepository {
  private readonly usage: Model<OrgUsageRecord>;

  constructor(@Inject(DATABASE_CONNECTION) connection: Connection) {
    this.usage = connection.model<OrgUsageRecord>('OrgUsage', OrgUsageSchema);
  }

  /** Adds `amount` unless that would pass `limit` (null: unlimited). False when the limit is reached. */
  async tryConsume(orgId: string, counter: UsageCounter, amount: number, limit: number | null, now = new Date()): Promise<boolean> {
    const month = now.toISOString().slice(0, 7);
    const _id = `${orgId}:${month}`;
    await this.usage.updateOne({ _id }, { $setOnInsert: { org_id: orgId, month, parses: 0, pages: 0 } }, { upsert: true }).catch((error: unknown) => {
      if (!String(error).includes('E11000')) throw error; // created concurrently
    });
    const filter = limit === null ? { _id } : { _id, [counter]: { $lte: limit - amount } };
    const result = await this.usage.updateOne(filter, { $inc: { [counter]: amount } });
    return result.modifiedCount === 1;
  }

  async release(orgId: string, counter: UsageCounter, amount: number, now = new Date()): Promise<void> {
    await this.usage.updateOne({ _id: `${orgId}:${now.toISOString().slice(0, 7)}`, [counter]: { $gte: amount } }, { $inc: { [counter]: -amount } });
  }
}
