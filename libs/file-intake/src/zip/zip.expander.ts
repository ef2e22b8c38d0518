import { type Entry, fromBufferPromise, getFileNameLowLevel, type ZipFile } from 'yauzl';
import { FileIntakeError } from '../errors/file-intake.error';
import { decideEntryName } from './entry-name.policy';
import { InflationBudget } from './inflation.budget';
import { toFileIntakeError } from './zip-error.translate';
import { readEntry } from './zip-entry.reader';
import { UniqueNameAllocator } from './unique-name.allocator';
import { type ZipLimits } from './zip-limits.policy';

export interface ExpandedEntry {
  /** The file's own name, folders flattened away and repeats numbered: `statement (2).pdf`. */
  name: string;
  data: Buffer;
}

interface PlannedEntry {
  entry: Entry;
  path: string;
  name: string;
}

const STORED = 0;
const DEFLATED = 8;

/**
 * Expands an uploaded ZIP into its files, in archive order. The whole central directory is judged
 * first (count, encryption, declared sizes), so most refusals cost no inflation at all; the files are
 * then inflated under the same limits, counted on the real bytes. Throws `FileIntakeError`.
 */
export async function expandZip(zip: Buffer, limits: ZipLimits): Promise<ExpandedEntry[]> {
  let zipFile: ZipFile | undefined;
  try {
    // Names are decoded here rather than by yauzl, which rejects `..` and absolute paths outright;
    // sizes are verified here too, against the limits rather than only against the headers.
    zipFile = await fromBufferPromise(zip, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: false,
    });
    const budget = new InflationBudget(limits);
    const planned = await planEntries(zipFile, limits, budget);
    const names = new UniqueNameAllocator();
    const expanded: ExpandedEntry[] = [];
    for (const { entry, path, name } of planned) {
      const data = await readEntry(zipFile, entry, path, budget.meter({ path, compressedSize: entry.compressedSize }));
      expanded.push({ name: names.allocate(name), data });
    }
    return expanded;
  } catch (error) {
    throw toFileIntakeError(error);
  } finally {
    zipFile?.close();
  }
}

async function planEntries(zipFile: ZipFile, limits: ZipLimits, budget: InflationBudget): Promise<PlannedEntry[]> {
  const planned: PlannedEntry[] = [];
  for await (const entry of zipFile.eachEntry()) {
    const decision = decideEntryName(
      getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false),
    );
    if (!decision.keep) continue;
    const { path } = decision;
    if (entry.isEncrypted()) {
      throw new FileIntakeError('ZIP.ENCRYPTED', `ZIP entry "${path}" is password-protected; encrypted archives are not accepted`);
    }
    if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
      throw new FileIntakeError(
        'ZIP.UNSUPPORTED',
        `ZIP entry "${path}" uses compression method ${entry.compressionMethod}; only standard (deflate) ZIP archives are accepted`,
      );
    }
    if (planned.length === limits.maxEntries) {
      throw new FileIntakeError('ZIP.TOO_MANY_ENTRIES', `ZIP holds more than ${limits.maxEntries} files, the limit for one archive`);
    }
    budget.admitDeclared({ path, compressedSize: entry.compressedSize, uncompressedSize: entry.uncompressedSize });
    planned.push({ entry, path, name: decision.name });
  }
  return planned;
}
