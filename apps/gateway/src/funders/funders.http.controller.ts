import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import { Funders, Subjects } from '@uw/contracts';
import { RPC_CLIENT, type RpcClient, ZodPipe } from '@uw/platform';
import type { VerifiedToken } from '../auth/auth.repository';
import { CurrentIdentity } from '../auth/current-identity.decorator';

/** The organization's funder registry; the funders service owns it. */
@Controller('funders')
export class FundersHttpController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  list(@CurrentIdentity() identity: VerifiedToken): Promise<Funders.FunderList> {
    return this.rpc.request(Subjects.funders.list, { org_id: identity.org_id }, Funders.FunderList);
  }

  @Post('reset')
  @HttpCode(200)
  reset(@CurrentIdentity() identity: VerifiedToken): Promise<Funders.FunderList> {
    return this.rpc.request(Subjects.funders.reset, { org_id: identity.org_id }, Funders.FunderList);
  }

  @Get(':id')
  get(@CurrentIdentity() identity: VerifiedToken, @Param(new ZodPipe(Funders.FunderIdParams, 'path')) params: Funders.FunderIdParams): Promise<Funders.Funder> {
    return this.rpc.request(Subjects.funders.get, { org_id: identity.org_id, id: params.id }, Funders.Funder);
  }

  @Post()
  @HttpCode(201)
  create(
    @CurrentIdentity() identity: VerifiedToken,
    @Body(new ZodPipe(Funders.CreateFunderRequest, 'body')) body: Funders.CreateFunderRequest,
  ): Promise<Funders.Funder> {
    return this.rpc.request(Subjects.funders.create, { org_id: identity.org_id, funder: body }, Funders.Funder);
  }

  @Patch(':id')
  update(
    @CurrentIdentity() identity: VerifiedToken,
    @Param(new ZodPipe(Funders.FunderIdParams, 'path')) params: Funders.FunderIdParams,
    @Body(new ZodPipe(Funders.UpdateFunderRequest, 'body')) body: Funders.UpdateFunderRequest,
  ): Promise<Funders.Funder> {
    return this.rpc.request(Subjects.funders.update, { org_id: identity.org_id, id: params.id, patch: body }, Funders.Funder);
  }

  @Delete(':id')
  delete(
    @CurrentIdentity() identity: VerifiedToken,
    @Param(new ZodPipe(Funders.FunderIdParams, 'path')) params: Funders.FunderIdParams,
  ): Promise<Funders.FunderDeletedResponse> {
    return this.rpc.request(Subjects.funders.delete, { org_id: identity.org_id, id: params.id }, Funders.FunderDeletedResponse);
  }
}
