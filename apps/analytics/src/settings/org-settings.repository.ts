import { Inject, Injectable } from '@nestjs/common';
import { Analytics } from '@uw/contracts';
import { DATABASE_CONNECTION, isDuplicateKeyError } from '@uw/platform';
import { type Connection, type Model, Schema } from 'mongoose';

interface OrgSettingsRecord {
  _id: string;
  screening_rules: unknown[];
  low_balance_threshold: number | null;
  updated_at: Date;
}

const OrgSettingsSchema = new Schema<OrgSettingsRecord>(
  {
    _id: String,
    screening_rules: { type: [Schema.Types.Mixed], default: [] },
    low_balance_threshold: { type: Number, default: null },
    updated_at: { type: Date, required: true },
  },
  { collection: 'org_analytics_settings', versionKey: false, minimize: false },
);

export interface OrgAnalyticsSettings {
  screening_rules: Analytics.ScreeningRule[];
  low_balance_threshold: number | null;
}

/** Each organization's screening rules and low-balance threshold; absent means none and null. */
@Injectable()
export class OrgSettingsRepository {
  private readonly settings: Model<OrgSettingsRecord>;

  constructor(@Inject(DATABASE_CONNECTION) connection: Connection) {
    this.settings = connection.model<OrgSettingsRecord>('OrgAnalyticsSettings', OrgSettingsSchema);
  }

  async get(orgId: string): Promise<OrgAnalyticsSettings> {
    const record = await this.settings.findOne({ _id: orgId }).lean<OrgSettingsRecord>().exec();
    // Rules stored before a schema change that no longer validate are left out, not fatal for every read.
    const rules = (record?.screening_rules ?? []).flatMap((rule) => {
      const parsed = Analytics.ScreeningRule.safeParse(rule);
      return parsed.success ? [parsed.data] : [];
    });
    return { screening_rules: rules, low_balance_threshold: record?.low_balance_threshold ?? null };
  }

  async replaceScreeningRules(orgId: string, rules: Analytics.ScreeningRule[]): Promise<void> {
    await this.upsert(orgId, { screening_rules: rules });
  }

  async replaceLowBalanceThreshold(orgId: string, threshold: number | null): Promise<void> {
    await this.upsert(orgId, { low_balance_threshold: threshold });
  }

  /** Two first writes at once can both try to insert: the loser's retry updates the inserted document. */
  private async upsert(orgId: string, fields: Partial<OrgSettingsRecord>): Promise<void> {
    const update = { $set: { ...fields, updated_at: new Date() } };
    try {
      await this.settings.updateOne({ _id: orgId }, update, { upsert: true }).exec();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await this.settings.updateOne({ _id: orgId }, update).exec();
    }
  }
}
