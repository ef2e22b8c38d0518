import type { ClientProxy } from '@nestjs/microservices';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { TimeoutError, firstValueFrom, timeout } from 'rxjs';
import type { ZodType, output } from 'zod';
import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type BaseConfig } from '../config';
import { DomainError } from '../errors';

export const RPC_CLIENT = Symbol('RPC_CLIENT');

/**
 * Request/reply over NATS with a deadline. Replies are parsed with their contract; errors that crossed
 * the bus are rebuilt into DomainErrors so the caller sees the owner's code and message.
 */
export class RpcClient {
  constructor(
    private readonly proxy: ClientProxy,
    private readonly timeoutMs: number,
  ) {}

  static create(config: Pick<BaseConfig, 'NATS_URL' | 'NATS_REQUEST_TIMEOUT_MS'>): RpcClient {
    const proxy = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [config.NATS_URL] } });
    return new RpcClient(proxy, config.NATS_REQUEST_TIMEOUT_MS);
  }

  connect(): Promise<unknown> {
    return this.proxy.connect();
  }

  /** `timeoutMs` overrides the default deadline for calls that do real work (intake of uploaded files). */
  async request<S extends ZodType>(subject: string, payload: unknown, reply: S, options: { timeoutMs?: number } = {}): Promise<output<S>> {
    let raw: unknown;
    try {
      raw = await firstValueFrom(this.proxy.send(subject, payload).pipe(timeout(options.timeoutMs ?? this.timeoutMs)));
    } catch (error) {
      throw RpcClient.toDomainError(subject, error);
    }
    const parsed = reply.safeParse(raw);
    if (!parsed.success) throw new DomainError('INTERNAL', `Reply on ${subject} broke its contract`);
    return parsed.data;
  }

  /** Fire-and-forget broadcast (events such as token revocation). */
  emit(subject: string, payload: unknown): Promise<unknown> {
    return firstValueFrom(this.proxy.emit(subject, payload), { defaultValue: undefined });
  }

  close(): Promise<void> {
    return Promise.resolve(this.proxy.close());
  }

  private static toDomainError(subject: string, error: unknown): DomainError {
    if (error instanceof TimeoutError) return new DomainError('SERVICE.TIMEOUT', `No reply on ${subject} in time`);
    const code = (error as { code?: unknown } | null)?.code;
    if (code === '503' || code === 'NO_RESPONDERS') {
      return new DomainError('SERVICE.UNAVAILABLE', `No service is answering ${subject}`);
    }
    return DomainError.fromRpcPayload(error);
  }
}

/** Nest provider of a connected RpcClient under `RPC_CLIENT`, configured from `APP_CONFIG`. */
export const rpcClientProvider: Provider = {
  provide: RPC_CLIENT,
  inject: [APP_CONFIG],
  useFactory: async (config: BaseConfig) => {
    const client = RpcClient.create(config);
    await client.connect();
    return client;
  },
};
