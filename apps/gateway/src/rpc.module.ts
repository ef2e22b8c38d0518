import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { RPC_CLIENT, type RpcClient, rpcClientProvider } from '@uw/platform';

@Global()
@Module({ providers: [rpcClientProvider], exports: [RPC_CLIENT] })
export class RpcModule implements OnApplicationShutdown {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
  }
}
