import { Module } from '@nestjs/common';
import { rpcClientProvider } from '@uw/platform';
import { BookSourceReader } from '../book-state/book-source.reader';
import { BookStateLoader } from '../book-state/book-state.loader';
import { BookEditLog } from '../edits/book-edit.log';
import { BookEditsService } from '../edits/book-edits.service';
import { OrgSettingsRepository } from '../settings/org-settings.repository';
import { AnalyticsMessageController } from './analytics.message.controller';
import { BookAnalyticsService } from './book-analytics.service';

/** Analytics reads, underwriting edits and the organization's analytics settings. */
@Module({
  controllers: [AnalyticsMessageController],
  providers: [rpcClientProvider, BookSourceReader, BookStateLoader, BookEditLog, BookEditsService, BookAnalyticsService, OrgSettingsRepository],
})
export class AnalyticsModule {}
