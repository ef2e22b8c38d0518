import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import { Documents, Edits, Subjects } from '@uw/contracts';
import { RPC_CLIENT, type RpcClient, ZodPipe } from '@uw/platform';
import type { VerifiedToken } from '../auth/auth.repository';
import { actorOf } from '../auth/authenticated-request';
import { CurrentIdentity } from '../auth/current-identity.decorator';

type BookParams = { book_id: string };

/** Underwriting edits (analytics owns their logic and the Book's edit log). */
@Controller()
export class EditsHttpController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('parse/tags')
  tags(): Edits.TagRegistryResponse {
    return { tags: [...Edits.TAG_REGISTRY] };
  }

  @Patch('books/:book_id/transactions-v2/tags')
  async editTags(
    @CurrentIdentity() identity: VerifiedToken,
    @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: BookParams,
    @Body(new ZodPipe(Edits.TagEditRequest, 'body')) body: Edits.TagEditRequest,
  ): Promise<Edits.TagEditResponse> {
    const reply = await this.edit(identity, params.book_id, { kind: 'tags', request: body });
    return { message: reply.message, transactions_updated: reply.transactions_updated };
  }

  @Post('books/:book_id/positions')
  @HttpCode(201)
  async createPosition(
    @CurrentIdentity() identity: VerifiedToken,
    @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: BookParams,
    @Body(new ZodPipe(Edits.CreatePositionRequest, 'body')) body: Edits.CreatePositionRequest,
  ): Promise<Edits.CreatePositionResponse> {
    const reply = await this.edit(identity, params.book_id, { kind: 'position_create', request: body });
    return { message: reply.message, position_id: reply.position_id ?? '' };
  }

  @Patch('books/:book_id/transactions-v2/position')
  async assign(
    @CurrentIdentity() identity: VerifiedToken,
    @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: BookParams,
    @Body(new ZodPipe(Edits.AssignPositionRequest, 'body')) body: Edits.AssignPositionRequest,
  ): Promise<Edits.EditAcknowledgement> {
    return { message: (await this.edit(identity, params.book_id, { kind: 'position_assign', request: body })).message };
  }

  @Post('books/:book_id/positions/merge')
  @HttpCode(200)
  async merge(
    @CurrentIdentity() identity: VerifiedToken,
    @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: BookParams,
    @Body(new ZodPipe(Edits.MergePositionsRequest, 'body')) body: Edits.MergePositionsRequest,
  ): Promise<Edits.CreatePositionResponse> {
    const reply = await this.edit(identity, params.book_id, { kind: 'positions_merge', request: body });
    return { message: reply.message, position_id: reply.position_id ?? '' };
  }

  @Patch('books/:book_id/positions/:position_id/funder')
  async setFunder(
    @CurrentIdentity() identity: VerifiedToken,
    @Param(new ZodPipe(Edits.PositionParams, 'path')) params: Edits.PositionParams,
    @Body(new ZodPipe(Edits.SetPositionFunderRequest, 'body')) body: Edits.SetPositionFunderRequest,
  ): Promise<Edits.EditAcknowledgement> {
    const reply = await this.edit(identity, params.book_id, { kind: 'position_funder', position_id: params.position_id, request: body });
    return { message: reply.message };
  }

  @Patch('books/:book_id/positions/:position_id/loan-type')
  async setLoanType(
    @CurrentIdentity() identity: VerifiedToken,
    @Param(new ZodPipe(Edits.PositionParams, 'path')) params: Edits.PositionParams,
    @Body(new ZodPipe(Edits.SetLoanTypeRequest, 'body')) body: Edits.SetLoanTypeRequest,
  ): Promise<Edits.EditAcknowledgement> {
    const reply = await this.edit(identity, params.book_id, { kind: 'position_loan_type', position_id: params.position_id, request: body });
    return { message: reply.message };
  }

  @Delete('books/:book_id/positions')
  async deletePositions(
    @CurrentIdentity() identity: VerifiedToken,
    @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: BookParams,
    @Body(new ZodPipe(Edits.DeletePositionsRequest, 'body')) body: Edits.DeletePositionsRequest,
  ): Promise<Edits.EditAcknowledgement> {
    return { message: (await this.edit(identity, params.book_id, { kind: 'positions_delete', request: body })).message };
  }

  @Patch('books/:book_id/exclusions')
  async exclusions(
    @CurrentIdentity() identity: VerifiedToken,
    @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: BookParams,
    @Body(new ZodPipe(Edits.ExclusionsRequest, 'body')) body: Edits.ExclusionsRequest,
  ): Promise<Edits.ExclusionsResponse> {
    const reply = await this.edit(identity, params.book_id, { kind: 'exclusions', request: body });
    return { message: reply.message, ...reply.exclusions };
  }

  @Get('books/:book_id/edits')
  editLog(@CurrentIdentity() identity: VerifiedToken, @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: BookParams): Promise<Edits.EditLogResponse> {
    return this.rpc.request(Subjects.analytics.bookEditLog, { org_id: identity.org_id, book_id: params.book_id }, Edits.EditLogResponse);
  }

  private edit(identity: VerifiedToken, bookId: string, edit: Edits.EditRequest): Promise<Edits.EditBookReply> {
    return this.rpc.request(Subjects.analytics.bookEdit, { actor: actorOf(identity), book_id: bookId, edit }, Edits.EditBookReply);
  }
}
