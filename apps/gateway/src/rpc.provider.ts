import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type GatewayConfig, RPC_CLIENT, RpcClient } from '@uw/platform';

export const rpcClientProvider: Provider = {
  provide: RPC_CLIENT,
  inject: [APP_CONFIG],
  useFactory: async (config: GatewayConfig) => {
    const client = RpcClient.create(config);
    await client.connect();
    return client;
  },
};
