import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock, DatabaseLockedError, openDatabase } from '..';

describe('embedded database lock file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'passage-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds <dataDir>.lock with our pid and refuses a second open of the same folder', async () => {
    const dataDir = join(dir, 'pglite');
    const first = await openDatabase({ dataDir });
    try {
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already open/);
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 90_000);

  it('refuses a folder locked by another live process, naming it', () => {
    const dataDir = join(dir, 'db');
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(new RegExp(`pid ${process.ppid}`));
  });

  it('takes over a stale lock left by a dead process', () => {
    const dataDir = join(dir, 'db');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(`${dataDir}.lock`, dead);
    const release = acquireDataDirLock(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
