import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * Large JSON values (parse results) are stored as one gzipped binary field: a 10,000-transaction ledger
 * is ~2.6 MB of JSON but ~0.2 MB packed, reads in ~50 ms instead of >1 s as nested documents on
 * FerretDB/SQLite, and a 100,000-transaction ledger stays under MongoDB's 16 MB document limit.
 */
export function packJson(value: unknown): Buffer {
  return gzipSync(Buffer.from(JSON.stringify(value)), { level: 6 });
}

export function unpackJson<T = unknown>(packed: Buffer | Uint8Array | { buffer: Uint8Array }): T {
  const bytes = packed instanceof Uint8Array ? packed : packed.buffer;
  return JSON.parse(gunzipSync(bytes).toString('utf8')) as T;
}
