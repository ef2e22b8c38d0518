export interface ZipLimits {
  /** Files kept after skipping folders and macOS metadata. */
  maxEntries: number;
  /** Inflated bytes of all kept files together. */
  maxTotalBytes: number;
  /** Inflated bytes of one file. */
  maxEntryBytes: number;
  /** Inflated size over compressed size of one file; zip bombs run to the thousands. */
  maxRatio: number;
  /**
   * Inflated bytes of one file below which its ratio is not judged: a small, very repetitive text file
   * can compress beyond `maxRatio` and is harmless. Defaults to 1 MiB.
   */
  ratioCheckAfterBytes?: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_RATIO_CHECK_AFTER_BYTES = MiB;

export const DEFAULT_ZIP_LIMITS: Readonly<Required<ZipLimits>> = Object.freeze({
  maxEntries: 200,
  maxTotalBytes: 200 * MiB,
  maxEntryBytes: 50 * MiB,
  maxRatio: 100,
  ratioCheckAfterBytes: DEFAULT_RATIO_CHECK_AFTER_BYTES,
});
