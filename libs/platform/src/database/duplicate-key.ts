/** True for a unique-index violation (E11000), as MongoDB and FerretDB both report it. */
export function isDuplicateKeyError(error: unknown): boolean {
  if ((error as { code?: number } | null)?.code === 11000) return true;
  const writeErrors = (error as { writeErrors?: Array<{ code?: number }> } | null)?.writeErrors;
  if (Array.isArray(writeErrors) && writeErrors.length > 0 && writeErrors.every((e) => e.code === 11000)) return true;
  return String(error).includes('E11000');
}
