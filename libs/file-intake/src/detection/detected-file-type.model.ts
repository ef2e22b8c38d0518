export type FileKind = 'pdf' | 'image' | 'zip' | 'json' | 'text' | 'unknown';

export interface DetectedFileType {
  mime: string;
  kind: FileKind;
}

/** How many leading bytes `detectFileType` wants: enough for a PDF header after 1 KiB of junk. */
export const FILE_TYPE_HEAD_BYTES = 4096;
