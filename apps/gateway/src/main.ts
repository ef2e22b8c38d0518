import 'reflect-metadata';
import { GatewayConfig, createLogger, loadConfigOrExit } from '@uw/platform';
import { createGatewayApp } from './gateway.app';

async function main() {
  const config = loadConfigOrExit('gateway', GatewayConfig);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = await createGatewayApp(config, logger);
  await app.listen(config.HTTP_PORT, config.HTTP_HOST);
  logger.info({ url: `http://${config.HTTP_HOST}:${config.HTTP_PORT}${config.API_PREFIX}` }, 'gateway listening');
}

void main();
