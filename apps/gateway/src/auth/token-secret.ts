import { createHash, randomBytes } from 'node:crypto';

const TOKEN_PATTERN = /^pat_[A-Za-z0-9_-]{43,}$/;

/** `pat_` plus 32 random bytes (256 bits), base64url: too much entropy to need a slow hash. */
export function generateAccessToken(): string {
  return `pat_${randomBytes(32).toString('base64url')}`;
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedAccessToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** Enough of the token to recognise it in a list, far too little to use it. */
export function tokenDisplayPrefix(token: string): string {
  return token.slice(0, 8);
}
