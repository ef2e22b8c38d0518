import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { HealthReply } from '@uw/contracts';

/** A controller answering `<service>.health.check.v1`, so the gateway can see every service is up. */
export function createHealthController(service: string, subject: string): Type<unknown> {
  @Controller()
  class HealthMessageController {
    @MessagePattern(subject)
    check(): HealthReply {
      return { service, status: 'ok', uptime_seconds: Math.round(process.uptime()) };
    }
  }
  return HealthMessageController;
}
