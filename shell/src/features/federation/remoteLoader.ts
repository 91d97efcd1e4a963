import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  checkContract,
  contractOfManifest,
  describeContractMismatch,
  federationName,
  isSupportedContract,
  REMOTE_NAMES,
  type RemoteModule,
  type RemoteName,
  type RemotesMap,
} from 'shared/federation';
import { fetchManifest, forgetManifest, sharedManifestPlugin } from './manifests';
import { CHUNK_LOAD_TIMEOUT_MS, RemoteLoadError, withTimeout } from './remoteErrors';

/**
 * Remotes are registered at run time from GET /remotes.json, so a remote can be rebuilt,
 * redeployed or moved without rebuilding the shell.
 */
let remotesMap: Promise<RemotesMap> | null = null;
const registered = new Set<RemoteName>();
const loaded = new Map<RemoteName, Promise<RemoteModule>>();
let manifestPluginRegistered = false;

export function fetchRemotesMap(): Promise<RemotesMap> {
  remotesMap ??= fetch('/remotes.json', { cache: 'no-store', headers: { accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`GET /remotes.json answered ${res.status}`);
      return (await res.json()) as RemotesMap;
    })
    .catch((err: unknown) => {
      remotesMap = null;
      throw err;
    });
  return remotesMap;
}

function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

async function register(remote: RemoteName, force: boolean): Promise<void> {
  if (registered.has(remote) && !force) return;
  if (force) remotesMap = null;
  const map = await fetchRemotesMap();
  const entry = map[remote];
  if (!entry) throw new RemoteLoadError('REMOTE_NOT_CONFIGURED', `${remote} is not listed in /remotes.json`, remote);
  const entryUrl = absolute(entry);
  if (force) forgetManifest(entryUrl);
  await assertContract(remote, entryUrl);
  if (!manifestPluginRegistered) {
    registerPlugins([sharedManifestPlugin()]);
    manifestPluginRegistered = true;
  }
  registerRemotes([{ name: federationName(remote), entry: entryUrl }], { force });
  registered.add(remote);
}

/**
 * ADR 0008: a remote declares the contract it was built against in its mf-manifest.json (the
 * version of its `shared` entries); a remote needing a newer contract than this shell's, or
 * another major, is refused before any of its code runs (CONTRACT_MISMATCH panel). A manifest
 * that cannot be read is left to the federation runtime, which reports it as a load failure.
 */
async function assertContract(remote: RemoteName, entryUrl: string): Promise<void> {
  if (!/\.json($|[?#])/.test(entryUrl)) return; // a bare remoteEntry.js declares nothing up front
  let manifest: unknown;
  try {
    manifest = await fetchManifest(entryUrl);
  } catch {
    return;
  }
  const needed = contractOfManifest(manifest);
  if (needed === null) return;
  const check = checkContract(needed);
  if (!check.ok) throw new RemoteLoadError('CONTRACT_MISMATCH', describeContractMismatch(remote, check), remote);
}

/** Loads a remote's `./remote` module once; `force` re-reads /remotes.json and re-registers (retry). */
export function loadRemoteModule(remote: RemoteName, options: { force?: boolean } = {}): Promise<RemoteModule> {
  const force = options.force ?? false;
  const cached = loaded.get(remote);
  if (cached && !force) return cached;
  const attempt = (async () => {
    await register(remote, force);
    const mod = await withTimeout(
      loadRemote<{ remote: RemoteModule }>(`${federationName(remote)}/remote`),
      CHUNK_LOAD_TIMEOUT_MS,
      remote,
    );
    const exposed = mod?.remote;
    if (!exposed || typeof exposed.pages !== 'object') {
      throw new RemoteLoadError('REMOTE_LOAD_FAILED', `${remote} did not expose ./remote`, remote);
    }
    if (!isSupportedContract(exposed.contractVersion)) {
      throw new RemoteLoadError(
        'CONTRACT_MISMATCH',
        `${remote} speaks contract ${exposed.contractVersion}, which this shell does not support`,
        remote,
      );
    }
    return exposed;
  })();
  loaded.set(remote, attempt);
  attempt.catch(() => loaded.delete(remote));
  return attempt;
}

export const isRemoteName = (owner: string): owner is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(owner);
