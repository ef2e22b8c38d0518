import { GenericContainer, Wait } from 'testcontainers';
import type { Infrastructure } from './infrastructure';

/** The same servers as containers, for machines with a Docker engine. */
export async function startContainers(): Promise<Infrastructure> {
  const [mongo, nats] = await Promise.all([
    new GenericContainer('mongo:7').withExposedPorts(27017).withWaitStrategy(Wait.forListeningPorts()).start(),
    new GenericContainer('nats:2.10').withCommand(['-js']).withExposedPorts(4222).withWaitStrategy(Wait.forListeningPorts()).start(),
  ]);
  return {
    mongoUrl: `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}`,
    natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
    database: 'container',
    processes: [],
    async stop() {
      await Promise.all([mongo.stop(), nats.stop()]);
    },
  };
}
