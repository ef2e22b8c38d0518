import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { Documents, Subjects } from '@uw/contracts';
import { RPC_CLIENT, type RpcClient, ZodPipe } from '@uw/platform';
import type { VerifiedToken } from '../auth/auth.repository';
import { actorOf } from '../auth/authenticated-request';
import { CurrentIdentity } from '../auth/current-identity.decorator';

@Controller('books')
export class BooksHttpController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(201)
  create(
    @CurrentIdentity() identity: VerifiedToken,
    @Body(new ZodPipe(Documents.CreateBookRequest, 'body')) body: Documents.CreateBookRequest,
  ): Promise<Documents.Book> {
    return this.rpc.request(Subjects.documents.bookCreate, { actor: actorOf(identity), book: body }, Documents.Book);
  }

  @Get(':book_id')
  get(
    @CurrentIdentity() identity: VerifiedToken,
    @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: { book_id: string },
  ): Promise<Documents.Book> {
    return this.rpc.request(Subjects.documents.bookGet, { org_id: identity.org_id, book_id: params.book_id }, Documents.Book);
  }
}
