import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * One GET per remote manifest per page load. The boot preload (link hints), the contract check
 * (ADR 0008) and the federation runtime all need a remote's mf-manifest.json; each fetched it,
 * so a first visit to /cases asked for mf-cases' manifest three times (a 200, then two
 * revalidations: it is served `no-cache`). They now share one answer; a retry forgets it.
 */
const manifests = new Map<string, Promise<unknown>>();

const isManifestUrl = (url: string): boolean => /\.json($|[?#])/.test(url);

/** The manifest at `url` (absolute), parsed; fetched once. Rejects on a network error or a non-2xx. */
export function fetchManifest(url: string): Promise<unknown> {
  let pending = manifests.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { accept: 'application/json' } }).then((res) => {
      if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
      return res.json() as Promise<unknown>;
    });
    manifests.set(url, pending);
    // A failure is not kept: the next caller (the runtime, a retry) asks the server again.
    pending.catch(() => {
      if (manifests.get(url) === pending) manifests.delete(url);
    });
  }
  return pending;
}

/** Drops the stored manifest (a retry re-reads a possibly redeployed remote). */
export function forgetManifest(url: string): void {
  manifests.delete(url);
}

/**
 * Runtime plugin: the federation runtime's manifest request is answered from `fetchManifest`.
 * A failure rejects, which the runtime reports as it reports a manifest it could not load.
 */
export const sharedManifestPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'passage-shared-manifest',
  fetch(url) {
    if (!isManifestUrl(url)) return undefined;
    return fetchManifest(url).then(
      (manifest) => new Response(JSON.stringify(manifest), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  },
});
