import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { driveConnections } from '../drives.table';

/* A Dropbox connection of the victim tenant (platform/http/__tests__/isolation.test.ts). */
export const DRIVES_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  driveConnection: async (db, victim) => {
    const marker = `SECRET-DRIVE-${randomBytes(6).toString('hex')}`;
    await withTenant(db, victim.id, (tx) =>
      tx
        .insert(driveConnections)
        .values({ provider: 'dropbox', accessToken: marker, accountName: marker, folderId: '/victim', folderName: 'victim', connectedBy: randomUUID() })
        .onConflictDoNothing(),
    );
    return {
      value: 'dropbox',
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(driveConnections).where(eq(driveConnections.provider, 'dropbox'))),
    };
  },
};
