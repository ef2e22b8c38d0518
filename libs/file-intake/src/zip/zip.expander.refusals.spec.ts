import { randomBytes } from 'node:crypto';
import { FileIntakeError } from '../errors/file-intake.error';
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from './zip-limits.policy';
import { expandZip } from './zip.expander';
import {
  buildZip,
  buildZipOfZeros,
  markEncrypted,
  setCompressionMethod,
  setDeclaredSize,
} from './test/zip-fixture.builder';

const MiB = 1024 * 1024;

async function refusal(zip: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<FileIntakeError> {
  const error = await expandZip(zip, limits).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof FileIntakeError)) throw new Error(`expected a FileIntakeError, got ${String(error)}`);
  return error;
}

describe('expandZip: what it refuses', () => {
  it('refuses more files than maxEntries, naming the limit', async () => {
    const zip = await buildZip(['a.pdf', 'b.pdf', 'c.pdf'].map((path) => ({ path, data: path })));

    const error = await refusal(zip, { ...DEFAULT_ZIP_LIMITS, maxEntries: 2 });

    expect(error.code).toBe('ZIP.TOO_MANY_ENTRIES');
    expect(error.message).toContain('more than 2 files');
  });

  it('refuses a file larger than maxEntryBytes', async () => {
    const zip = await buildZip([{ path: 'scan.tiff', data: randomBytes(4096) }]);

    const error = await refusal(zip, { ...DEFAULT_ZIP_LIMITS, maxEntryBytes: 1024 });

    expect(error.code).toBe('ZIP.TOO_LARGE');
    expect(error.message).toBe('ZIP entry "scan.tiff" is larger than 1 KiB uncompressed, the limit for one file');
  });

  it('refuses contents larger than maxTotalBytes together', async () => {
    const zip = await buildZip(['a', 'b', 'c'].map((name) => ({ path: `${name}.pdf`, data: randomBytes(1024) })));

    const error = await refusal(zip, { ...DEFAULT_ZIP_LIMITS, maxTotalBytes: 2560 });

    expect(error.code).toBe('ZIP.TOO_LARGE');
    expect(error.message).toContain('larger than 2.5 KiB uncompressed, the limit for one archive');
  });

  describe('a 200 MiB entry of zeros', () => {
    let bomb: Buffer;
    beforeAll(async () => {
      bomb = await buildZipOfZeros('statement.pdf', 200 * MiB);
    }, 30_000);

    it('is refused as a zip bomb, quickly and without being inflated', async () => {
      const memoryBefore = process.memoryUsage().arrayBuffers;
      const startedAt = performance.now();

      const error = await refusal(bomb);

      expect(error.code).toBe('ZIP.RATIO');
      expect(error.message).toContain('more than 100 times its compressed size');
      expect(performance.now() - startedAt).toBeLessThan(1000);
      expect(process.memoryUsage().arrayBuffers - memoryBefore).toBeLessThan(20 * MiB);
    });

    it('is caught while inflating when its header understates its size, long before the end', async () => {
      const startedAt = performance.now();

      const error = await refusal(setDeclaredSize(bomb, 0, 10 * MiB));

      expect(error.code).toBe('ZIP.CORRUPT');
      expect(error.message).toContain('more bytes than its header declares');
      expect(performance.now() - startedAt).toBeLessThan(1000);
    });
  });

  it('meters real inflated bytes against the limits, not the sizes the headers declare', async () => {
    const understated = setDeclaredSize(await buildZip([{ path: 'zeros.bin', data: Buffer.alloc(100 * 1024) }]), 0, 150);

    const ratio = await refusal(understated, { ...DEFAULT_ZIP_LIMITS, maxRatio: 2, ratioCheckAfterBytes: 0 });
    const size = await refusal(understated, { ...DEFAULT_ZIP_LIMITS, maxEntryBytes: 1000 });

    expect(ratio.code).toBe('ZIP.RATIO');
    expect(ratio.message).toContain('(the limit is 2:1)');
    expect(size.code).toBe('ZIP.TOO_LARGE');
  });

  it('lets a small, very repetitive file through despite its ratio', async () => {
    const zip = await buildZip([{ path: 'blank.txt', data: Buffer.alloc(64 * 1024, 0x20) }]);

    expect((await expandZip(zip, DEFAULT_ZIP_LIMITS))[0].data).toHaveLength(64 * 1024);
  });

  it('refuses encrypted entries', async () => {
    const zip = markEncrypted(await buildZip([{ path: 'a.pdf', data: 'a' }, { path: 'secret.pdf', data: 'b' }]), 1);

    const error = await refusal(zip);

    expect(error.code).toBe('ZIP.ENCRYPTED');
    expect(error.message).toContain('"secret.pdf" is password-protected');
  });

  it('refuses a ZIP inside the ZIP, saying archives in archives are not expanded', async () => {
    const inner = await buildZip([{ path: 'statement.pdf', data: '%PDF-1.7' }]);
    const zip = await buildZip([{ path: 'bank/more.zip', data: inner }]);

    const error = await refusal(zip);

    expect(error.code).toBe('ZIP.NESTED');
    expect(error.message).toContain('"bank/more.zip" is itself a ZIP archive');
  });

  it('refuses compression methods other than deflate and store', async () => {
    const zip = setCompressionMethod(await buildZip([{ path: 'a.pdf', data: 'a' }]), 0, 14);

    expect((await refusal(zip)).code).toBe('ZIP.UNSUPPORTED');
  });

  it.each([
    ['random bytes', () => Promise.resolve(randomBytes(4096))],
    ['an empty upload', () => Promise.resolve(Buffer.alloc(0))],
    ['a truncated archive', async () => (await buildZip([{ path: 'a.pdf', data: randomBytes(4096) }])).subarray(0, 3000)],
    ['damaged compressed data', async () => corruptMiddle(await buildZip([{ path: 'a.txt', data: 'statement '.repeat(5000) }]))],
    ['a stored file whose bytes changed', async () => corruptMiddle(await buildZip([{ path: 'a.pdf', data: randomBytes(4096), compress: false }]))],
  ])('refuses %s as corrupt', async (_what, build) => {
    const error = await refusal(await build());

    expect(error.code).toBe('ZIP.CORRUPT');
    expect(error.message).toMatch(/^ZIP archive is damaged/);
  });
});

function corruptMiddle(zip: Buffer): Buffer {
  const damaged = Buffer.from(zip);
  const middle = Math.floor(zip.length / 3);
  for (let offset = middle; offset < middle + 16; offset += 1) damaged[offset] ^= 0xa5;
  return damaged;
}
