const UNITS = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/** `52428800` -> `50 MiB`: limits in messages are read by people, not parsed. */
export function formatByteSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return unit === 0 ? `${rounded} ${bytes === 1 ? 'byte' : 'bytes'}` : `${rounded} ${UNITS[unit]}`;
}
