import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, openTestDatabase } from '../../../testing';
import type { Database } from '../../../platform/db';
import { EXPIRY_REMINDER_CRON, EXPIRY_REMINDER_QUEUE } from '../expiries.plugin';

describe('expiry reminder job', () => {
  let database: Database;
  afterAll(async () => {
    await database?.close();
  });

  it('is scheduled daily when the jobs and mail plugins are loaded', async () => {
    database = await openTestDatabase();
    const app = await createTestApp(database, {
      withoutPlatformPlugins: false,
      env: { STORAGE_DIR: mkdtempSync(join(tmpdir(), 'passage-files-')), JOBS_WORKERS: 'false' },
    });
    try {
      const schedules = await app.jobs.boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([EXPIRY_REMINDER_QUEUE, EXPIRY_REMINDER_CRON]);
    } finally {
      await app.close();
    }
  });
});
