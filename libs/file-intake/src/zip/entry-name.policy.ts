export type EntryNameDecision = { keep: true; path: string; name: string } | { keep: false; path: string };

/** Operating-system litter that is never part of a deal package. */
const IGNORED_FOLDERS = new Set(['__MACOSX']);
const IGNORED_FILES = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini']);

/**
 * Decides whether an archive path becomes a file and under which name. Folders are flattened away, so
 * absolute paths, drive letters and `..` segments (the zip-slip tricks) lose their power: only the last
 * segment survives, and it is only ever used as a name, never as a path.
 */
export function decideEntryName(rawPath: string): EntryNameDecision {
  // macOS writes decomposed Unicode (`a` + combining diaeresis); one form keeps names comparable.
  const path = withoutControlCharacters(rawPath).normalize('NFC').replace(/\\/g, '/');
  const segments = path.split('/');
  const name = (segments.pop() ?? '').replace(/^[A-Za-z]:/, '').trim();
  if (name === '' || name === '.' || name === '..') return { keep: false, path }; // a folder, or no name at all
  if (segments.some((segment) => IGNORED_FOLDERS.has(segment))) return { keep: false, path };
  // `._name` files are AppleDouble resource forks that macOS writes beside every file on foreign disks.
  if (IGNORED_FILES.has(name) || name.startsWith('._')) return { keep: false, path };
  return { keep: true, path, name };
}

/** Control characters (NUL included) have no place in a display name and can hide the real extension. */
function withoutControlCharacters(text: string): string {
  return Array.from(text)
    .filter((character) => {
      const code = character.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join('');
}
