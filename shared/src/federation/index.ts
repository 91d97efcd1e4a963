import type { ComponentType, LazyExoticComponent } from 'react';
import type { RemoteName } from './remotes';

// The shell ↔ remote contract version (shared/package.json) and its compatibility rule: ADR 0008.
export {
  checkContract,
  contractOfManifest,
  CONTRACT_VERSION,
  describeContractMismatch,
  isSupportedContract,
  parseContractVersion,
  SUPPORTED_CONTRACT_MAJOR,
  type ContractCheck,
} from './contract-version';

export { REMOTE_NAMES, REMOTE_SAMPLE_PATHS, type RemoteName } from './remotes';
export type RouteOwner = 'shell' | RemoteName;

/** Federation container name for a remote package name (JS identifier: `mf-cases` → `mf_cases`). */
export const federationName = (remote: RemoteName): string => remote.replace(/-/g, '_');

/** What every page component receives from the shell. */
export interface PageProps {
  /** Route id from the catalogue. */
  routeId: string;
  /** Path parameters, e.g. `{ itemId: '42' }`. */
  params: Readonly<Record<string, string | undefined>>;
  /** Query parameters of the URL. */
  query: URLSearchParams;
  /** The link token (query `token`, `key` or `accessToken`), when present. */
  linkToken: string | null;
}

export type PageComponent = ComponentType<PageProps>;

/** What a remote's `./remote` module exposes as its named export `remote`. */
export interface RemoteModule {
  id: RemoteName;
  contractVersion: string;
  /** Which build of the remote this is (BUILD_ID at build time); shown on its region. */
  buildId?: string;
  pages: Readonly<Record<string, LazyExoticComponent<PageComponent> | PageComponent>>;
}

/** Shape of `GET /remotes.json`: remote name → mf-manifest.json URL. */
export type RemotesMap = Partial<Record<RemoteName, string>>;
