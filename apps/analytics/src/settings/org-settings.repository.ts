import { Inject, Injectable } from '@nestjs/common';
import { Analytics } from '@uw/contracts';
import { DATABASE_CONNECTION } from '@uw/platform';
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
    return {
      screening_rules: Analytics.ScreeningRuleSet.parse({ rules: record?.screening_rules ?? [] }).rules,
      low_balance_threshold: record?.low_balance_threshold ?? null,
    };
  }

  async replaceScreeningRules(orgId: string, rules: Analytics.ScreeningRule[]): Promise<void> {
    await this.settings.updateOne({ _id: orgId }, { $set: { screening_rules: rules, updated_at: new Date() } }, { upsert: true }).exec();
  }

  async replaceLowBalanceThreshold(orgId: string, threshold: number | null): Promise<void> {
    await this.settings.updateOne({ _id: orgId }, { $set: { low_balance_threshold: threshold, updated_at: new Date() } }, { upsert: true }).exec();
  }
}
