import { randomBytes } from 'node:crypto';

/** Each test file gets its own database; names are marked so destructive helpers can refuse others. */
export function testDatabaseName(label: string): string {
  const slug = label.replace(/[^A-Za-z0-9]+/g, '_').slice(0, 30);
  return `test_${slug}_${randomBytes(4).toString('hex')}`;
}

export function assertTestDatabase(name: string): void {
  if (!name.startsWith('test_')) throw new Error(`Refusing to touch database "${name}": not a test database`);
}
