import { mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another Finboard server (process ${ownerPid}) is already using the data folder ${dataDir}. ` + 'Stop it first, or start this one with another DATA_DIR.',
    );
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * PGlite does not lock its folder, and two processes on one folder silently lose writes, so the
 * server holds this lock file for its lifetime. A lock left by a dead process is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(lockPath)) return () => rmSync(lockPath, { force: true });
    const ownerPid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isProcessAlive(ownerPid)) {
      throw new DataDirLockedError(dataDir, ownerPid);
    }
    // Stale: move it aside atomically so two starting servers cannot both take it over.
    try {
      renameSync(lockPath, `${lockPath}.stale-${process.pid}`);
      rmSync(`${lockPath}.stale-${process.pid}`, { force: true });
    } catch {
      /* another process moved it first; try again */
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
