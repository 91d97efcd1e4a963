import sharedPackage from '../../package.json';

/*
 * The contract between the shell and the remotes (ADR 0008): the semver of the `shared` package.
 * One source: shared/package.json `version`. A remote's build records the version it compiled
 * against in its mf-manifest.json (the `shared` entries' version, written by the federation
 * plugin from the same package.json); the shell compares it with its own before loading the remote.
 *
 * - major: an incompatible change (a call, schema, route id or RemoteModule field removed or
 *   changed); the shell runs only remotes of its own major.
 * - minor: an addition (a call, field, route, helper). A remote built against an older minor of
 *   the same major runs on a newer shell; one built against a newer minor needs what this shell
 *   lacks and is refused with a panel.
 * - patch: a fix; never refused.
 */

/** The contract this build of `shared` provides (shared/package.json `version`). */
export const CONTRACT_VERSION: string = sharedPackage.version;

interface Semver {
  major: number;
  minor: number;
  patch: number;
}

/** `1.4.2` → { major: 1, minor: 4, patch: 2 }; null when not a `major.minor.patch` version. */
export function parseContractVersion(version: string): Semver | null {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  if (!m) return null;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) };
}

/** The major version this shell runs remotes of. */
export const SUPPORTED_CONTRACT_MAJOR: number = parseContractVersion(CONTRACT_VERSION)?.major ?? 0;

export type ContractCheck =
  | { ok: true; needed: string; provided: string }
  | { ok: false; reason: 'unreadable' | 'other-major' | 'newer-minor'; needed: string; provided: string };

/**
 * Whether a remote built against contract `needed` may run on a shell providing `provided`:
 * same major, and the remote's minor not newer than the shell's.
 */
export function checkContract(needed: string, provided: string = CONTRACT_VERSION): ContractCheck {
  const n = parseContractVersion(needed);
  const p = parseContractVersion(provided);
  if (!n || !p) return { ok: false, reason: 'unreadable', needed, provided };
  if (n.major !== p.major) return { ok: false, reason: 'other-major', needed, provided };
  if (n.minor > p.minor) return { ok: false, reason: 'newer-minor', needed, provided };
  return { ok: true, needed, provided };
}

export const isSupportedContract = (version: string): boolean => checkContract(version).ok;

/** The user-facing sentence for a refused remote (the shell's CONTRACT_MISMATCH panel). */
export function describeContractMismatch(remote: string, check: Exclude<ContractCheck, { ok: true }>): string {
  if (
    check.reason === 'newer-minor' ||
    (check.reason === 'other-major' &&
      (parseContractVersion(check.needed)?.major ?? 0) > (parseContractVersion(check.provided)?.major ?? 0))
  ) {
    return `${remote} was built for a newer version of the application (contract ${check.needed}; this one provides ${check.provided}). Reload the page to get the latest version; if this stays, the update is still being rolled out.`;
  }
  if (check.reason === 'other-major') {
    return `${remote} was built for an older version of the application (contract ${check.needed}; this one provides ${check.provided}) and must be rebuilt before it can be shown.`;
  }
  return `${remote} declares a contract version this application cannot read (${check.needed}).`;
}

/**
 * The contract a remote was built against, from its mf-manifest.json: the version of its `shared`
 * entries (`shared`, `shared/…`). Null when the manifest names none (then nothing is checked).
 */
export function contractOfManifest(manifest: unknown): string | null {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return null;
  for (const entry of shared as { name?: unknown; version?: unknown }[]) {
    const name = typeof entry?.name === 'string' ? entry.name : '';
    if ((name === 'shared' || name.startsWith('shared/')) && typeof entry.version === 'string') return entry.version;
  }
  return null;
}
