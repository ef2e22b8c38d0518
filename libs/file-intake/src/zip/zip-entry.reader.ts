import { crc32 } from 'node:zlib';
import { type Entry, type ZipFile } from 'yauzl';
import { detectFileType } from '../detection/file-type.detector';
import { FileIntakeError } from '../errors/file-intake.error';
import { type InflationMeter } from './inflation.budget';

/** Enough leading bytes to recognise an archive inside the archive. */
const NESTED_ARCHIVE_HEAD_BYTES = 4;

/**
 * Inflates one entry, metering every chunk so an oversized entry is abandoned mid-stream, and checks
 * what it produced against the central directory (size and CRC-32) before trusting it.
 */
export async function readEntry(zipFile: ZipFile, entry: Entry, path: string, meter: InflationMeter): Promise<Buffer> {
  const stream = await zipFile.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let length = 0;
  let headChecked = false;
  // Leaving the loop early (a throw) destroys the stream, which stops the inflation.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    meter.add(chunk.length);
    chunks.push(chunk);
    length += chunk.length;
    if (length > entry.uncompressedSize) throw corrupt(path, 'it inflates to more bytes than its header declares');
    if (!headChecked && length >= NESTED_ARCHIVE_HEAD_BYTES) {
      headChecked = true;
      refuseNestedArchive(path, chunks.length === 1 ? chunk : Buffer.concat(chunks));
    }
  }
  const data = Buffer.concat(chunks, length);
  if (length !== entry.uncompressedSize) throw corrupt(path, 'it is shorter than its header declares');
  if (crc32(data) !== entry.crc32) throw corrupt(path, 'its checksum does not match');
  return data;
}

function refuseNestedArchive(path: string, head: Buffer): void {
  if (detectFileType(head).kind !== 'zip') return;
  throw new FileIntakeError(
    'ZIP.NESTED',
    `ZIP entry "${path}" is itself a ZIP archive; archives inside archives are not expanded, so upload its files directly`,
  );
}

function corrupt(path: string, why: string): FileIntakeError {
  return new FileIntakeError('ZIP.CORRUPT', `ZIP archive is damaged: entry "${path}" is unreadable because ${why}`);
}
