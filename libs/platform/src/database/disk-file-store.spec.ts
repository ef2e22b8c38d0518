import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DiskFileStore } from './disk-file-store';

describe('DiskFileStore', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'uw-files-'));
  const store = new DiskFileStore(directory);

  it('streams a file in and reads it back whole, by head, and as a stream', async () => {
    const data = Buffer.from('%PDF-1.7 a statement body');
    const stored = await store.upload(Readable.from([data.subarray(0, 5), data.subarray(5)]), 'a.pdf', {});
    expect(stored.file_id).toMatch(/^[0-9a-f]{24}$/);
    expect(stored.size).toBe(data.length);
    expect((await store.readAll(stored.file_id, 1_000)).equals(data)).toBe(true);
    expect((await store.readHead(stored.file_id, 5)).toString()).toBe('%PDF-');
    expect((await store.readHead(stored.file_id, 1_000)).length).toBe(data.length);
    const chunks: Buffer[] = [];
    for await (const chunk of store.openDownload(stored.file_id)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
  });

  it('refuses to read past a size limit and leaves no partial files', async () => {
    const stored = await store.uploadBuffer(Buffer.alloc(100), 'big.bin', {});
    await expect(store.readAll(stored.file_id, 99)).rejects.toThrow(/exceeds 99 bytes/);
    expect(readdirSync(directory).some((name) => name.endsWith('.partial'))).toBe(false);
  });

  it('deletes idempotently and never touches a path outside its folder', async () => {
    const stored = await store.uploadBuffer(Buffer.from('x'), 'x', {});
    await store.delete([stored.file_id, stored.file_id]);
    await expect(store.readAll(stored.file_id, 10)).rejects.toThrow();
    expect(() => store.openDownload('../../etc/passwd')).toThrow(/Malformed file id/);
  });
});
