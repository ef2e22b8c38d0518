import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** Builds real archives for specs, and edits their headers to imitate what hostile or broken tools write. */

export interface FixtureFile {
  path: string;
  data: Buffer | string;
  /** Deflate (the default) or store. */
  compress?: boolean;
}

export function buildZip(files: FixtureFile[], directories: string[] = []): Promise<Buffer> {
  const zip = new ZipFile();
  for (const directory of directories) zip.addEmptyDirectory(directory);
  for (const file of files) zip.addBuffer(Buffer.from(file.data), file.path, { compress: file.compress ?? true });
  zip.end();
  return collect(zip.outputStream);
}

/** One deflated entry of `size` zero bytes, streamed so the spec never holds the inflated content. */
export function buildZipOfZeros(path: string, size: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  let remaining = size;
  const zeros = new Readable({
    read() {
      const length = Math.min(remaining, chunk.length);
      remaining -= length;
      this.push(length > 0 ? chunk.subarray(0, length) : null);
    },
  });
  const zip = new ZipFile();
  zip.addReadStream(zeros, path);
  zip.end();
  return collect(zip.outputStream);
}

/** Renames an entry in both its headers; yazl refuses hostile names, so specs write a stand-in and swap it. */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (Buffer.byteLength(from) !== Buffer.byteLength(to)) throw new Error('renameEntry needs names of equal byte length');
  const patched = Buffer.from(zip);
  for (const header of centralDirectory(patched)) {
    if (patched.toString('utf8', header + 46, header + 46 + patched.readUInt16LE(header + 28)) !== from) continue;
    patched.write(to, header + 46);
    patched.write(to, patched.readUInt32LE(header + 42) + 30);
  }
  return patched;
}

/** Sets general purpose bit 0, "encrypted", on entry `index` in both its headers. */
export function markEncrypted(zip: Buffer, index: number): Buffer {
  const patched = Buffer.from(zip);
  const header = centralDirectory(patched)[index];
  patched.writeUInt16LE(patched.readUInt16LE(header + 8) | 1, header + 8);
  const local = patched.readUInt32LE(header + 42);
  patched.writeUInt16LE(patched.readUInt16LE(local + 6) | 1, local + 6);
  return patched;
}

export function setCompressionMethod(zip: Buffer, index: number, method: number): Buffer {
  const patched = Buffer.from(zip);
  const header = centralDirectory(patched)[index];
  patched.writeUInt16LE(method, header + 10);
  patched.writeUInt16LE(method, patched.readUInt32LE(header + 42) + 8);
  return patched;
}

/** Makes the central directory lie about the uncompressed size of entry `index`. */
export function setDeclaredSize(zip: Buffer, index: number, size: number): Buffer {
  const patched = Buffer.from(zip);
  patched.writeUInt32LE(size, centralDirectory(patched)[index] + 24);
  return patched;
}

/** Offsets of the central directory headers, found through the end record (fixtures carry no comment). */
function centralDirectory(zip: Buffer): number[] {
  const end = zip.length - 22;
  if (zip.readUInt32LE(end) !== 0x06054b50) throw new Error('fixture has no end of central directory record at its end');
  const offsets: number[] = [];
  let cursor = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index += 1) {
    offsets.push(cursor);
    cursor += 46 + zip.readUInt16LE(cursor + 28) + zip.readUInt16LE(cursor + 30) + zip.readUInt16LE(cursor + 32);
  }
  return offsets;
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
