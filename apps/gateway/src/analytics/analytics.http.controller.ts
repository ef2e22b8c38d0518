import { Body, Controller, Get, Inject, Param, Put, Query, Res } from '@nestjs/common';
import { Analytics, Documents, Exports, Statements, Subjects } from '@uw/contracts';
import { RPC_CLIENT, type RpcClient, ZodPipe } from '@uw/platform';
import type { FastifyReply } from 'fastify';
import type { VerifiedToken } from '../auth/auth.repository';
import { CurrentIdentity } from '../auth/current-identity.decorator';

type BookParams = { book_id: string };

/** Analytics reads, the CSV export and the organization's screening rules and analytics settings. */
@Controller()
export class AnalyticsHttpController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('books/:book_id/analytics')
  analytics(@CurrentIdentity() identity: VerifiedToken, @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: BookParams): Promise<Analytics.BookAnalytics> {
    return this.rpc.request(Subjects.analytics.bookAnalytics, { org_id: identity.org_id, book_id: params.book_id }, Analytics.BookAnalytics);
  }

  @Get('books/:book_id/statements')
  statements(@CurrentIdentity() identity: VerifiedToken, @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: BookParams): Promise<Statements.SimpleAccount[]> {
    return this.rpc.request(Subjects.analytics.bookStatements, { org_id: identity.org_id, book_id: params.book_id }, Statements.SimpleAccountList);
  }

  @Get('books/:book_id/csv-export')
  async csvExport(
    @CurrentIdentity() identity: VerifiedToken,
    @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: BookParams,
    @Query(new ZodPipe(Exports.CsvExportQuery, 'query')) query: Exports.CsvExportQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const file = await this.rpc.request(
      Subjects.analytics.bookCsv,
      { org_id: identity.org_id, book_id: params.book_id, table_format: query.table_format },
      Analytics.BookCsvReply,
    );
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.file_name}"`);
    return file.csv;
  }

  @Get('screening-rules')
  screeningRules(@CurrentIdentity() identity: VerifiedToken): Promise<Analytics.ScreeningRuleSet> {
    return this.rpc.request(Subjects.analytics.screeningRulesGet, { org_id: identity.org_id }, Analytics.ScreeningRuleSet);
  }

  @Put('screening-rules')
  replaceScreeningRules(
    @CurrentIdentity() identity: VerifiedToken,
    @Body(new ZodPipe(Analytics.ScreeningRuleSet, 'body')) body: Analytics.ScreeningRuleSet,
  ): Promise<Analytics.ScreeningRuleSet> {
    return this.rpc.request(Subjects.analytics.screeningRulesReplace, { org_id: identity.org_id, rule_set: body }, Analytics.ScreeningRuleSet);
  }

  @Get('analytics-settings')
  settings(@CurrentIdentity() identity: VerifiedToken): Promise<Analytics.AnalyticsSettings> {
    return this.rpc.request(Subjects.analytics.settingsGet, { org_id: identity.org_id }, Analytics.AnalyticsSettings);
  }

  @Put('analytics-settings')
  replaceSettings(
    @CurrentIdentity() identity: VerifiedToken,
    @Body(new ZodPipe(Analytics.AnalyticsSettings, 'body')) body: Analytics.AnalyticsSettings,
  ): Promise<Analytics.AnalyticsSettings> {
    return this.rpc.request(Subjects.analytics.settingsReplace, { org_id: identity.org_id, settings: body }, Analytics.AnalyticsSettings);
  }
}
