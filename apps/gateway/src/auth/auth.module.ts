import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard';
import { AuthHttpController } from './auth.http.controller';
import { AuthRepository } from './auth.repository';
import { LastUsedRecorder } from './last-used.recorder';
import { TokenRevocationMessageController } from './token-revocation.message.controller';
import { TokenVerifier } from './token-verifier';

@Module({
  controllers: [AuthHttpController, TokenRevocationMessageController],
  providers: [AuthRepository, LastUsedRecorder, TokenVerifier, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [AuthRepository],
})
export class AuthModule {}
