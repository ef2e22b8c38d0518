import { FileIntakeError } from '../errors/file-intake.error';
import { formatByteSize } from '../format/byte-size.format';
import { DEFAULT_RATIO_CHECK_AFTER_BYTES, type ZipLimits } from './zip-limits.policy';

export interface EntrySizes {
  /** The entry's path inside the archive, for messages. */
  path: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** Counts bytes of one entry as they are inflated. */
export interface InflationMeter {
  /** Adds one inflated chunk; throws `FileIntakeError` the moment a limit is crossed. */
  add(byteCount: number): void;
}

/**
 * The size limits of one archive, applied twice: to what each header declares, before anything is
 * inflated, and to the bytes actually inflated, because headers are written by whoever made the archive.
 */
export class InflationBudget {
  private declaredTotal = 0;
  private inflatedTotal = 0;

  constructor(private readonly limits: ZipLimits) {}

  /** Refuses an entry on its declared sizes alone. */
  admitDeclared(entry: EntrySizes): void {
    this.declaredTotal += entry.uncompressedSize;
    this.check(entry, entry.uncompressedSize, this.declaredTotal);
  }

  meter(entry: Omit<EntrySizes, 'uncompressedSize'>): InflationMeter {
    let inflated = 0;
    return {
      add: (byteCount) => {
        inflated += byteCount;
        this.inflatedTotal += byteCount;
        this.check(entry, inflated, this.inflatedTotal);
      },
    };
  }

  private check(entry: Omit<EntrySizes, 'uncompressedSize'>, entryBytes: number, totalBytes: number): void {
    const { maxRatio, maxEntryBytes, maxTotalBytes } = this.limits;
    const ratioCheckAfterBytes = this.limits.ratioCheckAfterBytes ?? DEFAULT_RATIO_CHECK_AFTER_BYTES;
    if (entryBytes > ratioCheckAfterBytes && entryBytes > Math.max(entry.compressedSize, 1) * maxRatio) {
      throw new FileIntakeError(
        'ZIP.RATIO',
        `ZIP entry "${entry.path}" expands to more than ${maxRatio} times its compressed size ` +
          `(the limit is ${maxRatio}:1), so it is refused as a likely zip bomb`,
      );
    }
    if (entryBytes > maxEntryBytes) {
      throw new FileIntakeError(
        'ZIP.TOO_LARGE',
        `ZIP entry "${entry.path}" is larger than ${formatByteSize(maxEntryBytes)} uncompressed, the limit for one file`,
      );
    }
    if (totalBytes > maxTotalBytes) {
      throw new FileIntakeError(
        'ZIP.TOO_LARGE',
        `ZIP contents are larger than ${formatByteSize(maxTotalBytes)} uncompressed, the limit for one archive`,
      );
    }
  }
}
