// Real server processes for tests that start the product as `pnpm start` does (crash and
// restart, the first administrator): throw-away data folders, child processes that are
// stopped afterwards, and any PostgreSQL they left behind.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ROOT } from '../src/config.ts';
import { clearLeftoverPostmaster } from '../src/db/embedded.ts';

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface Launched {
  child: ChildProcess;
  match: RegExpMatchArray;
  output: () => string;
}

export function processHarness(prefix: string) {
  const made: string[] = [];
  const children: ChildProcess[] = [];
  return {
    children,
    /** A 0755 folder under the system temp folder, which PostgreSQL can reach as root. */
    tempDataDir(): string {
      const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
      chmodSync(dir, 0o755);
      made.push(dir);
      return path.join(dir, 'data');
    },
    /** Runs a script like `pnpm start` does and resolves with the line matching `ready`. */
    async launch(
      args: string[],
      dataDir: string,
      ready: RegExp,
      env: NodeJS.ProcessEnv = { NODE_ENV: 'development' },
    ): Promise<Launched> {
      const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
        cwd: SERVER_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const found = output.match(ready);
          if (found) resolve(found);
        };
        child.stdout!.on('data', onData);
        child.stderr!.on('data', onData);
        child.once('exit', (code) =>
          reject(new Error(`exited with ${code} before ready:\n${output}`)),
        );
      });
      return { child, match, output: () => output };
    },
    /** Stops every child, any PostgreSQL a killed one left behind, and removes the folders. */
    async cleanUp(): Promise<void> {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await Promise.all(children.map((child) => exited(child)));
      for (const dir of made) {
        await clearLeftoverPostmaster(path.join(dir, 'data', 'pg')).catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
