import { Controller, Get, Inject, Res } from '@nestjs/common';
import { HEALTH_SUBJECTS, HealthReply } from '@uw/contracts';
import { RPC_CLIENT, type RpcClient } from '@uw/platform';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access.decorator';

/** Readiness of the whole stack: the gateway asks each service over NATS. 503 names who is down. */
@Controller('health')
export class HealthHttpController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  /** The gateway alone: for load-balancer readiness, so one service being down does not empty the pool. */
  @Get('live')
  @Access('public')
  live() {
    return { status: 'ok', service: 'gateway', uptime_seconds: Math.round(process.uptime()) };
  }

  @Get()
  @Access('public')
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    const entries = await Promise.all(
      Object.entries(HEALTH_SUBJECTS).map(async ([service, subject]) => {
        try {
          await this.rpc.request(subject, {}, HealthReply);
          return [service, 'ok'] as const;
        } catch {
          return [service, 'unavailable'] as const;
        }
      }),
    );
    const services = Object.fromEntries([['gateway', 'ok'], ...entries]);
    const healthy = entries.every(([, state]) => state === 'ok');
    reply.status(healthy ? 200 : 503);
    return { status: healthy ? 'ok' : 'degraded', services };
  }
}
