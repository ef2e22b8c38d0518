import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Spawns a long-running server with its output in a log file; `stop` ends it and waits for the exit. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { logDir: string; env?: NodeJS.ProcessEnv; cwd?: string },
): ManagedProcess {
  mkdirSync(options.logDir, { recursive: true });
  const log = createWriteStream(path.join(options.logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, { env: options.env ?? process.env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  return {
    name,
    child,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exit;
        clearTimeout(timer);
      }
      log.end();
    },
  };
}
