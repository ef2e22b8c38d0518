import { Controller, Get } from '@nestjs/common';
import type { Auth } from '@uw/contracts';
import type { VerifiedToken } from './auth.repository';
import { CurrentIdentity } from './current-identity.decorator';

@Controller('auth')
export class AuthHttpController {
  @Get('me')
  me(@CurrentIdentity() identity: VerifiedToken): Auth.MeResponse {
    return { org_id: identity.org_id, org_name: identity.org_name, user_id: identity.user_id, user_name: identity.user_name };
  }
}
