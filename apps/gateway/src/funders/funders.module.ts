import { Module } from '@nestjs/common';
import { FundersHttpController } from './funders.http.controller';

@Module({ controllers: [FundersHttpController] })
export class FundersModule {}
