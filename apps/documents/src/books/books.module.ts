import { Module } from '@nestjs/common';
import { DocumentIntake } from '../documents/document-intake';
import { DocumentRepository } from '../documents/document.repository';
import { DocumentsMessageController } from '../documents/documents.message.controller';
import { ParseLifecycle } from '../parse/parse-lifecycle.service';
import { ParseJobPublisher } from '../parse/parse-job.publisher';
import { ParseMessageController } from '../parse/parse.message.controller';
import { OrgUsageRepository } from '../usage/org-usage.repository';
import { ParseWebhookNotifier } from '../webhooks/parse-webhook.notifier';
import { BookChangeBroadcaster } from './book-change.broadcaster';
import { BookRepository } from './book.repository';
import { BooksMessageController } from './books.message.controller';

/** Books, their Documents and the parse lifecycle: one module because one service writes them all. */
@Module({
  controllers: [BooksMessageController, DocumentsMessageController, ParseMessageController],
  providers: [BookRepository, BookChangeBroadcaster, DocumentRepository, DocumentIntake, ParseLifecycle, ParseJobPublisher, ParseWebhookNotifier, OrgUsageRepository],
})
export class BooksModule {}
