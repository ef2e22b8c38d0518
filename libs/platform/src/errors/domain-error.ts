import type { RpcErrorPayload } from '@uw/contracts';
import type { ZodError } from 'zod';
import { type ErrorCode, isErrorCode } from './error-codes';

export interface FieldProblem {
  path: string;
  message: string;
}

/** An expected failure with a stable code; services throw it, the gateway maps it to an HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldProblem[],
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toRpcPayload(): RpcErrorPayload {
    return { code: this.code, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }

  /** Rebuilds an error that crossed NATS; anything unrecognised becomes INTERNAL. */
  static fromRpcPayload(payload: unknown): DomainError {
    if (payload && typeof payload === 'object') {
      const { code, message, errors } = payload as Partial<RpcErrorPayload>;
      if (isErrorCode(code)) return new DomainError(code, String(message ?? code), errors);
    }
    return new DomainError('INTERNAL', 'An internal service error occurred');
  }

  /** A validation failure that names each offending field. `where` is e.g. `body` or `query`. */
  static fromZod(error: ZodError, where: string): DomainError {
    const errors = error.issues.flatMap((issue): FieldProblem[] => {
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => ({ path: [...issue.path, key].join('.'), message: 'is not a known field' }));
      }
      return [{ path: issue.path.join('.'), message: issue.message }];
    });
    const summary = errors.map((e) => (e.path ? `${e.path} ${e.message}` : `${where} ${e.message}`)).join('; ');
    return new DomainError('REQUEST.VALIDATION_FAILED', `Invalid ${where}: ${summary}`, errors);
  }
}
