import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Documents, Subjects } from '@uw/contracts';
import { DomainError, ZodPipe } from '@uw/platform';
import { toWireBook } from './book.mapper';
import { BookRepository } from './book.repository';

@Controller()
export class BooksMessageController {
  constructor(private readonly books: BookRepository) {}

  @MessagePattern(Subjects.documents.bookCreate)
  async create(@Payload(new ZodPipe(Documents.CreateBookMessage, 'message')) message: Documents.CreateBookMessage) {
    return toWireBook(await this.books.create(message.actor, message.book));
  }

  @MessagePattern(Subjects.documents.bookGet)
  async get(@Payload(new ZodPipe(Documents.GetBookMessage, 'message')) message: Documents.GetBookMessage) {
    const book = await this.books.findWireBook(message.org_id, message.book_id);
    if (!book) throw new DomainError('BOOK.NOT_FOUND', `Book ${message.book_id} was not found`);
    return book;
  }
}
