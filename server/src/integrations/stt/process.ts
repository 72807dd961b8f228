import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The absolute path of an executable: as given when it has a slash, else looked up on PATH. */
export function findExecutable(name: string, searchPath = process.env.PATH ?? ''): string | null {
  const candidates = name.includes('/')
    ? [name]
    : searchPath
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, name));
  for (const candidate of candidates) {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // keep looking
    }
  }
  return null;
}

export interface RunResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

/** Runs a program without a shell, feeding stdin, with a time and output limit. */
export function runProgram(
  file: string,
  args: string[],
  options: { stdin?: Buffer; timeoutMs: number; maxOutputBytes?: number },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: Error | null = null;
    const limit = options.maxOutputBytes ?? 64 * 1024 * 1024;
    const timer = setTimeout(() => {
      failure = new Error(`${path.basename(file)} took longer than ${options.timeoutMs} ms`);
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > limit) {
        failure = new Error(`${path.basename(file)} wrote more than ${limit} bytes`);
        child.kill('SIGKILL');
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 8192) stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else resolve({ code, stdout: Buffer.concat(stdout), stderr });
    });
    // The program may exit before reading everything (e.g. on bad input): that is not our error.
    child.stdin.on('error', () => {});
    child.stdin.end(options.stdin ?? Buffer.alloc(0));
  });
}

/** At most `limit` tasks at once; the rest wait their turn, first come first served. */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  const acquire = (): Promise<void> => {
    if (running < limit) {
      running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  // A finishing task hands its place straight to the next waiter, so the limit holds at every moment.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
