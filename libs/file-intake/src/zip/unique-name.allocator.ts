/**
 * Hands out file names that are unique within one archive, numbering repeats the way desktop file
 * managers do: `statement.pdf`, `statement (2).pdf`, `statement (3).pdf`. Names are compared without
 * regard to case because the files may land on a case-insensitive disk.
 */
export class UniqueNameAllocator {
  private readonly taken = new Set<string>();

  allocate(name: string): string {
    const { stem, extension } = splitExtension(name);
    let candidate = name;
    for (let copy = 2; this.taken.has(candidate.toLowerCase()); copy += 1) {
      candidate = `${stem} (${copy})${extension}`;
    }
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}

function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  // A leading dot (`.env`) starts a name, not an extension.
  if (dot <= 0) return { stem: name, extension: '' };
  return { stem: name.slice(0, dot), extension: name.slice(dot) };
}
