import { Module } from '@nestjs/common';
import { FunderMatcherCache } from './funder-matcher.cache';
import { FunderRepository } from './funder.repository';
import { FundersMessageController } from './funders.message.controller';

@Module({ controllers: [FundersMessageController], providers: [FunderRepository, FunderMatcherCache] })
export class RegistryModule {}
