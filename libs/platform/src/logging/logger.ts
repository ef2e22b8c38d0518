import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** Fields never written in clear: credentials and file contents. */
const REDACTED_PATHS = [
  'authorization',
  'headers.authorization',
  'req.headers.authorization',
  'token',
  '*.token',
  'secret',
  '*.secret',
  'password',
  '*.password',
  'file',
  '*.file',
  'content',
];

export function createLogger(service: string, level: string): Logger {
  return pino({
    level,
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

/** Masks anything that looks like a personal access or embed token inside free text. */
export function maskTokens(text: string): string {
  return text.replace(/\b(pat|emb)_[A-Za-z0-9_-]{6,}/g, (_m, prefix: string) => `${prefix}_***`);
}

/** Routes Nest's own log lines into pino, so every line is structured JSON. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, maskTokens(String(message)));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, maskTokens(String(message)));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, maskTokens(String(message)));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, maskTokens(String(message)));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, maskTokens(String(message)));
  }
}
