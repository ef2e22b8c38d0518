import { Module } from '@nestjs/common';
import { BooksHttpController } from './books.http.controller';

@Module({ controllers: [BooksHttpController] })
export class BooksModule {}
