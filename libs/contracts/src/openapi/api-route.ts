import type { ZodType } from 'zod';

/**
 * One HTTP endpoint as the OpenAPI document describes it. Paths are relative to the API prefix and use
 * `{param}` placeholders exactly as the interface spec writes them.
 */
export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  /** `public` routes need no bearer token (the embed reads); `write` routes need a read-write token. */
  access: 'public' | 'read' | 'write';
  params?: ZodType;
  query?: ZodType;
  /** JSON body schema, or `multipart` with a schema of the form fields for file uploads. */
  body?: { kind: 'json'; schema: ZodType } | { kind: 'multipart'; schema: ZodType };
  /** Success status and its body; `binary` for file downloads (CSV, XLSX, PDF). */
  response:
    | { status: number; description: string; schema: ZodType }
    | { status: number; description: string; binary: string[] };
  /** Error statuses this route can answer besides 401/422 (which every authenticated route has). */
  errors?: number[];
}
