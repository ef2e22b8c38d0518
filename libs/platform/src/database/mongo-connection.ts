import type { Provider } from '@nestjs/common';
import mongoose, { type Connection } from 'mongoose';
import type { BaseConfig } from '../config';

export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

export async function openMongoConnection(config: Pick<BaseConfig, 'MONGO_URL' | 'MONGO_DB'>): Promise<Connection> {
  const connection = mongoose.createConnection(config.MONGO_URL, {
    dbName: config.MONGO_DB,
    serverSelectionTimeoutMS: 10_000,
    maxPoolSize: 50,
  });
  return connection.asPromise();
}

export function mongoConnectionProvider(config: BaseConfig): Provider {
  return { provide: DATABASE_CONNECTION, useFactory: () => openMongoConnection(config) };
}
