import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DatabaseLockedError extends Error {
  readonly code = 'DATABASE_LOCKED';
}

const heldInThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock` holding our pid. PGlite takes no lock of its own and two processes on
 * one folder corrupt it, so a second server refuses to start; a lock left by a dead pid is taken
 * over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  if (heldInThisProcess.has(lockPath)) {
    throw new DatabaseLockedError(
      `The embedded database at ${dataDir} is already open in this process (lock ${lockPath}).`,
    );
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldInThisProcess.add(lockPath);
      return () => {
        heldInThisProcess.delete(lockPath);
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let pid = NaN;
      try {
        pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      } catch {
        /* vanished between open and read: retry */
      }
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseLockedError(
          `Another Passage server (pid ${pid}) is using the embedded database at ${dataDir}. ` +
            `Stop it first, or give this one its own DATA_DIR or a DATABASE_URL. (lock file: ${lockPath})`,
        );
      }
      // Stale lock (dead pid, or our own pid from a previous crash): take it over.
      try {
        unlinkSync(lockPath);
      } catch {
        /* raced with another taker */
      }
    }
  }
  throw new DatabaseLockedError(`Could not take the lock ${lockPath}.`);
}
