import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Analytics, Edits, Subjects } from '@uw/contracts';
import { ZodPipe } from '@uw/platform';
import { BookEditsService } from '../edits/book-edits.service';
import { OrgSettingsRepository } from '../settings/org-settings.repository';
import { BookAnalyticsService } from './book-analytics.service';

@Controller()
export class AnalyticsMessageController {
  constructor(
    private readonly analytics: BookAnalyticsService,
    private readonly edits: BookEditsService,
    private readonly settings: OrgSettingsRepository,
  ) {}

  @MessagePattern(Subjects.analytics.bookAnalytics)
  bookAnalytics(@Payload(new ZodPipe(Analytics.BookAnalyticsMessage, 'message')) message: Analytics.BookAnalyticsMessage) {
    return this.analytics.analytics(message.org_id, message.book_id);
  }

  @MessagePattern(Subjects.analytics.bookStatements)
  bookStatements(@Payload(new ZodPipe(Analytics.BookAnalyticsMessage, 'message')) message: Analytics.BookAnalyticsMessage) {
    return this.analytics.statements(message.org_id, message.book_id);
  }

  @MessagePattern(Subjects.analytics.bookCsv)
  bookCsv(@Payload(new ZodPipe(Analytics.BookCsvMessage, 'message')) message: Analytics.BookCsvMessage) {
    return this.analytics.csv(message.org_id, message.book_id, message.table_format);
  }

  @MessagePattern(Subjects.analytics.bookEdit)
  bookEdit(@Payload(new ZodPipe(Edits.EditBookMessage, 'message')) message: Edits.EditBookMessage) {
    return this.edits.edit(message.actor, message.book_id, message.edit);
  }

  @MessagePattern(Subjects.analytics.bookEditLog)
  bookEditLog(@Payload(new ZodPipe(Edits.BookEditLogMessage, 'message')) message: Edits.BookEditLogMessage) {
    return this.edits.history(message.org_id, message.book_id);
  }

  @MessagePattern(Subjects.analytics.screeningRulesGet)
  async screeningRules(@Payload(new ZodPipe(Analytics.OrgMessage, 'message')) message: Analytics.OrgMessage): Promise<Analytics.ScreeningRuleSet> {
    return { rules: (await this.settings.get(message.org_id)).screening_rules };
  }

  @MessagePattern(Subjects.analytics.screeningRulesReplace)
  async replaceScreeningRules(
    @Payload(new ZodPipe(Analytics.ReplaceScreeningRulesMessage, 'message')) message: Analytics.ReplaceScreeningRulesMessage,
  ): Promise<Analytics.ScreeningRuleSet> {
    await this.settings.replaceScreeningRules(message.org_id, message.rule_set.rules);
    return { rules: (await this.settings.get(message.org_id)).screening_rules };
  }

  @MessagePattern(Subjects.analytics.settingsGet)
  async analyticsSettings(@Payload(new ZodPipe(Analytics.OrgMessage, 'message')) message: Analytics.OrgMessage): Promise<Analytics.AnalyticsSettings> {
    return { low_balance_threshold: (await this.settings.get(message.org_id)).low_balance_threshold };
  }

  @MessagePattern(Subjects.analytics.settingsReplace)
  async replaceAnalyticsSettings(
    @Payload(new ZodPipe(Analytics.ReplaceAnalyticsSettingsMessage, 'message')) message: Analytics.ReplaceAnalyticsSettingsMessage,
  ): Promise<Analytics.AnalyticsSettings> {
    await this.settings.replaceLowBalanceThreshold(message.org_id, message.settings.low_balance_threshold);
    return { low_balance_threshold: (await this.settings.get(message.org_id)).low_balance_threshold };
  }
}
