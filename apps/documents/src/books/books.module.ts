import { Module } from '@nestjs/common';
import { BookChangeBroadcaster } from './book-change.broadcaster';
import { BookRepository } from './book.repository';
import { BooksMessageController } from './books.message.controller';

@Module({ controllers: [BooksMessageController], providers: [BookRepository, BookChangeBroadcaster] })
export class BooksModule {}
