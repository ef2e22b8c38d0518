import { Module } from '@nestjs/common';
import { BookRepository } from './book.repository';
import { BooksMessageController } from './books.message.controller';

@Module({ controllers: [BooksMessageController], providers: [BookRepository] })
export class BooksModule {}
