import type { ZodType, output } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at boot; every bad or missing variable is named in the error. */
export function loadConfig<S extends ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const value = env[name];
    return `${name}: ${value === undefined ? 'is required but not set' : issue.message}`;
  });
  throw new ConfigError(problems);
}

/** For a process entry point: a bad environment prints every problem and stops with exit code 1. */
export function loadConfigOrExit<S extends ZodType>(service: string, schema: S): output<S> {
  try {
    return loadConfig(schema);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${service}: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
