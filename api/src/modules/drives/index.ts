/* Storage drives (issue 16.5): Dropbox, OneDrive and Google Drive mirroring (docs/settings.md, ADR 0011). */
import { defineModule, hook } from '../../platform/modules';
import { caseDocumentListeners } from '../case-documents';
import { queueOnDocumentChange } from './drives.service';
import { drivesPlugin } from './drives.plugin';
import { drivesRoutes } from './drives.routes';
import { DRIVES_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { drivesRoutes } from './drives.routes';
export { driveConnections, driveCaseSyncs, driveSyncedFiles, driveOauthStates } from './drives.table';
export { mirrorCase, sweepDrives, queueOnDocumentChange, DRIVE_MIRROR_QUEUE, DRIVE_SWEEP_QUEUE } from './drives.service';
export type { DriveMirrorJob } from './drives.service';

/** The drives module: what it brings to the app (docs/modules.md). */
export const drivesModule = defineModule(() => ({
  name: 'drives',
  calls: drivesRoutes,
  plugins: [drivesPlugin],
  // A document added or removed queues its case at once (the 15-minute sweep stays as the safety net).
  hooks: [hook(caseDocumentListeners, queueOnDocumentChange)],
  isolationFixtures: DRIVES_VICTIM_FIXTURES,
}));
