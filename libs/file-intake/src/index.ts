export { detectFileType } from './detection/file-type.detector';
export { FILE_TYPE_HEAD_BYTES, type DetectedFileType, type FileKind } from './detection/detected-file-type.model';
export {
  FILE_INTAKE_ERROR_CODES,
  FileIntakeError,
  isFileIntakeErrorCode,
  type FileIntakeErrorCode,
} from './errors/file-intake.error';
export { expandZip, type ExpandedEntry } from './zip/zip.expander';
export { DEFAULT_ZIP_LIMITS, type ZipLimits } from './zip/zip-limits.policy';
