import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Flowmind server (process ${pid}) is already using the data folder ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Whether a process with this id runs (EPERM: it does, under another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims DATA_DIR for this process. The lock file is created atomically (O_EXCL); a lock left by a
 * process that no longer runs (a crash, kill -9) is taken over, so restarts recover by themselves.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'flowmind.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
