import { Module } from '@nestjs/common';
import { AnalyticsHttpController } from './analytics.http.controller';
import { EditsHttpController } from './edits.http.controller';

@Module({ controllers: [AnalyticsHttpController, EditsHttpController] })
export class AnalyticsModule {}
