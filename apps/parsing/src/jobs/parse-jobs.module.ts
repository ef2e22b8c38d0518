import { Module } from '@nestjs/common';
import { rpcClientProvider } from '@uw/platform';
import { ContentTypeParser } from '../classification/content-type.parser';
import { DOCUMENT_PARSER } from '../classification/document-parser';
import { ParseJobConsumer } from './parse-job.consumer';
import { ParseJobRunner } from './parse-job.runner';

@Module({
  providers: [
    ParseJobConsumer,
    ParseJobRunner,
    { provide: DOCUMENT_PARSER, useClass: ContentTypeParser },
    rpcClientProvider,
  ],
})
export class ParseJobsModule {}
