import { Module } from '@nestjs/common';
import { rpcClientProvider } from '@uw/platform';
import { ContentTypeParser } from '../classification/content-type.parser';
import { DOCUMENT_PARSER } from '../classification/document-parser';
import { ParseJobConsumer } from './parse-job.consumer';
import { ParseJobRunner } from './parse-job.runner';
import { LedgerClassifier } from '../results/ledger.classifier';

@Module({
  providers: [
    ParseJobConsumer,
    ParseJobRunner,
    LedgerClassifier,
    { provide: DOCUMENT_PARSER, useClass: ContentTypeParser },
    rpcClientProvider,
  ],
})
export class ParseJobsModule {}
