import remotesFile from '../../remotes.json';

/**
 * The remotes' package names. The list itself is shared/remotes.json (the one source the build
 * scripts, lint, jest and e2e read too); this union only types it, and remotes.test.ts fails when
 * the two differ.
 */
export type RemoteName =
  'mf-cases' | 'mf-perm-gc' | 'mf-lca-pwd' | 'mf-people' | 'mf-billing' | 'mf-comms' | 'mf-reports' | 'mf-settings';

interface RemoteEntry {
  name: RemoteName;
  /** One list page of the remote the demo tenant's admin may open (bench and e2e load it). */
  samplePath: string;
}

const REMOTE_ENTRIES = remotesFile.remotes as readonly RemoteEntry[];

/** Package names of the remotes, in sidebar order (shared/remotes.json). */
export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_ENTRIES.map((r) => r.name);

/** One list page of each remote (shared/remotes.json `samplePath`). */
export const REMOTE_SAMPLE_PATHS: Readonly<Record<RemoteName, string>> = Object.fromEntries(
  REMOTE_ENTRIES.map((r) => [r.name, r.samplePath]),
) as Record<RemoteName, string>;
