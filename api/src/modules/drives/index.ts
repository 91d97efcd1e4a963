/* Storage drives (issue 16.5): Dropbox, OneDrive and Google Drive mirroring (docs/settings.md, ADR 0011). */
import { defineModule } from '../../platform/modules';
import { drivesPlugin } from './drives.plugin';
import { drivesRoutes } from './drives.routes';
import { DRIVES_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { drivesRoutes } from './drives.routes';
export { driveConnections, driveCaseSyncs, driveSyncedFiles, driveOauthStates } from './drives.table';
export { mirrorCase, sweepDrives, DRIVE_MIRROR_QUEUE, DRIVE_SWEEP_QUEUE } from './drives.service';
export type { DriveMirrorJob } from './drives.service';

/** The drives module: what it brings to the app (docs/modules.md). */
export const drivesModule = defineModule(() => ({
  name: 'drives',
  calls: drivesRoutes,
  plugins: [drivesPlugin],
  isolationFixtures: DRIVES_VICTIM_FIXTURES,
}));
