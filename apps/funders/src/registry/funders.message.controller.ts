import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Funders, Subjects } from '@uw/contracts';
import { ZodPipe } from '@uw/platform';
import { FunderMatcherCache } from './funder-matcher.cache';
import { toWireFunder } from './funder.mapper';
import { FunderRepository } from './funder.repository';

@Controller()
export class FundersMessageController {
  constructor(
    private readonly registry: FunderRepository,
    private readonly matchers: FunderMatcherCache,
  ) {}

  @MessagePattern(Subjects.funders.list)
  async list(@Payload(new ZodPipe(Funders.ListFundersMessage, 'message')) message: Funders.ListFundersMessage): Promise<Funders.FunderList> {
    return (await this.registry.list(message.org_id)).map(toWireFunder);
  }

  @MessagePattern(Subjects.funders.get)
  async get(@Payload(new ZodPipe(Funders.GetFunderMessage, 'message')) message: Funders.GetFunderMessage): Promise<Funders.Funder> {
    return toWireFunder(await this.registry.get(message.org_id, message.id));
  }

  @MessagePattern(Subjects.funders.create)
  async create(@Payload(new ZodPipe(Funders.CreateFunderMessage, 'message')) message: Funders.CreateFunderMessage): Promise<Funders.Funder> {
    return toWireFunder(await this.registry.create(message.org_id, message.funder));
  }

  @MessagePattern(Subjects.funders.update)
  async update(@Payload(new ZodPipe(Funders.UpdateFunderMessage, 'message')) message: Funders.UpdateFunderMessage): Promise<Funders.Funder> {
    return toWireFunder(await this.registry.update(message.org_id, message.id, message.patch));
  }

  @MessagePattern(Subjects.funders.delete)
  async delete(@Payload(new ZodPipe(Funders.DeleteFunderMessage, 'message')) message: Funders.DeleteFunderMessage): Promise<Funders.FunderDeletedResponse> {
    await this.registry.delete(message.org_id, message.id);
    return { id: message.id, message: 'Funder deleted' };
  }

  @MessagePattern(Subjects.funders.reset)
  async reset(@Payload(new ZodPipe(Funders.ResetFundersMessage, 'message')) message: Funders.ResetFundersMessage): Promise<Funders.FunderList> {
    return (await this.registry.reset(message.org_id)).map(toWireFunder);
  }

  @MessagePattern(Subjects.funders.match)
  async match(
    @Payload(new ZodPipe(Funders.MatchDescriptionsMessage, 'message')) message: Funders.MatchDescriptionsMessage,
  ): Promise<Funders.MatchDescriptionsReply> {
    const matcher = await this.matchers.matcherFor(message.org_id);
    return { matches: message.descriptions.map((description) => matcher.match(description)) };
  }

  @MessagePattern(Subjects.funders.lookup)
  async lookup(@Payload(new ZodPipe(Funders.LookupFundersMessage, 'message')) message: Funders.LookupFundersMessage): Promise<Funders.FunderList> {
    return (await this.registry.findMany(message.org_id, message.ids)).map(toWireFunder);
  }

  @MessagePattern(Subjects.funders.learnAlias)
  learnAlias(@Payload(new ZodPipe(Funders.LearnAliasMessage, 'message')) message: Funders.LearnAliasMessage): Promise<Funders.LearnAliasReply> {
    return this.registry.learnAlias(message.org_id, message.funder_id, message.alias);
  }
}
