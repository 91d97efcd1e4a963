/**
 * The three storage drives through their official SDKs (ADR 0011). Every base address comes from the
 * environment so tests point the SDKs at a local fake server (testing/fake-drives.ts):
 * - Dropbox (`dropbox`): the SDK always builds https://api|content.dropboxapi.com addresses, so it
 *   gets a `fetch` that rewrites those two hosts to DROPBOX_API_BASE / DROPBOX_CONTENT_BASE.
 * - OneDrive (`@microsoft/microsoft-graph-client`): `baseUrl` = MS_GRAPH_BASE and our own
 *   authentication middleware that hands it the token (the SDK's own one only signs https Graph hosts).
 *   The token endpoint (MS_AUTH_BASE) is plain OAuth 2 with PKCE.
 * - Google Drive (`@googleapis/drive` + `google-auth-library`): `rootUrl` = GOOGLE_API_ROOT (an origin:
 *   the generated client resolves its absolute paths /drive/v3/…, /upload/drive/v3/… against it, so a
 *   path in rootUrl is dropped), the OAuth2Client's `endpoints` = GOOGLE_AUTH_URL / GOOGLE_TOKEN_URL.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Dropbox, DropboxAuth } from 'dropbox';
import { Client, HTTPMessageHandler, type Context, type Middleware } from '@microsoft/microsoft-graph-client';
import { drive as googleDrive } from '@googleapis/drive';
import { OAuth2Client } from 'google-auth-library';
import type { TDriveFolder, TDriveProvider } from 'shared/contract';

export interface DriveTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}
export interface DriveClient {
  account(): Promise<{ name: string | null; email: string | null }>;
  listFolders(parentId: string | null): Promise<TDriveFolder[]>;
  /** The folder of that name inside parent, created when missing. */
  ensureFolder(parentId: string, name: string): Promise<string>;
  /** Uploads (or replaces, when remoteId is known) one file; returns its remote id. */
  upload(folderId: string, name: string, bytes: Buffer, mimetype: string, remoteId: string | null): Promise<string>;
  /** Moves one uploaded file to the drive's trash; a file already gone counts as done. */
  remove(remoteId: string): Promise<void>;
  /** The tokens after the calls (refreshed when they had expired). */
  tokens(): DriveTokens;
}

/**
 * Large files go through each drive's upload session in chunks (Dropbox upload_session
 * start/append/finish, a Graph upload session, a Google resumable upload): above
 * DRIVE_CHUNKED_UPLOAD_BYTES (default 32 MiB; Dropbox's single upload stops at 150 MB, Graph's at
 * 250 MB). Chunks are DRIVE_UPLOAD_CHUNK_BYTES (default 10 MiB) rounded down to a multiple of
 * 1280 KiB, which fits every drive (Graph wants multiples of 320 KiB, Google of 256 KiB).
 */
const CHUNK_UNIT = 1280 * 1024;
export const chunkedUploadThreshold = (): number => Number(process.env.DRIVE_CHUNKED_UPLOAD_BYTES) || 32 * 1024 * 1024;
export const uploadChunkBytes = (): number => Math.max(CHUNK_UNIT, Math.floor((Number(process.env.DRIVE_UPLOAD_CHUNK_BYTES) || 8 * CHUNK_UNIT) / CHUNK_UNIT) * CHUNK_UNIT);
const chunked = (bytes: Buffer): boolean => bytes.length > chunkedUploadThreshold();
function chunksOf(bytes: Buffer): { part: Buffer; from: number; to: number }[] {
  const size = uploadChunkBytes();
  const out: { part: Buffer; from: number; to: number }[] = [];
  for (let from = 0; from < bytes.length; from += size) {
    const part = bytes.subarray(from, Math.min(from + size, bytes.length));
    out.push({ part, from, to: from + part.length - 1 });
  }
  return out;
}

/** The drive answered that the file is not there (any more): removing it is done. */
const alreadyGone = (e: unknown): boolean => {
  const err = e as { status?: number; statusCode?: number; code?: number | string; error?: { error_summary?: string }; response?: { status?: number } };
  const status = err.status ?? err.statusCode ?? err.response?.status ?? (typeof err.code === 'number' ? err.code : undefined);
  if (status === 404) return true;
  return status === 409 && /not_found/.test(String(err.error?.error_summary ?? ''));
};
async function removing(fn: () => Promise<unknown>): Promise<void> {
  try {
    await fn();
  } catch (e) {
    if (!alreadyGone(e)) throw e;
  }
}
export interface DriveProvider {
  configured(): boolean;
  authorizeUrl(state: string, verifier: string, redirectUri: string): Promise<string>;
  exchange(code: string, verifier: string, redirectUri: string): Promise<DriveTokens>;
  client(tokens: DriveTokens): DriveClient;
}

const env = (name: string, fallback: string): string => process.env[name]?.trim() || fallback;
const trimSlash = (s: string): string => s.replace(/\/+$/, '');
export const pkceVerifier = (): string => randomBytes(48).toString('base64url');
const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');
const expiry = (seconds: unknown): Date | null => (typeof seconds === 'number' ? new Date(Date.now() + seconds * 1000) : null);
const expired = (t: DriveTokens): boolean => t.expiresAt !== null && t.expiresAt.getTime() - 60_000 <= Date.now();

/* ------------------------------------------------------------------ Dropbox */
const DROPBOX_API = 'https://api.dropboxapi.com';
const DROPBOX_CONTENT = 'https://content.dropboxapi.com';

function dropboxFetch(): typeof fetch {
  const api = trimSlash(env('DROPBOX_API_BASE', DROPBOX_API));
  const content = trimSlash(env('DROPBOX_CONTENT_BASE', DROPBOX_CONTENT));
  return (input, init) => {
    const url = String(input).replace(DROPBOX_API, api).replace(DROPBOX_CONTENT, content);
    return fetch(url, init);
  };
}
function dropboxAuth(tokens?: DriveTokens): DropboxAuth {
  const auth = new DropboxAuth({
    // PKCE without the app secret: the SDK sends the code verifier only when no secret is set, and
    // Dropbox refreshes PKCE tokens with the client id alone.
    clientId: env('DROPBOX_CLIENT_ID', ''),
    fetch: dropboxFetch(),
  });
  if (tokens) {
    auth.setAccessToken(tokens.accessToken);
    if (tokens.refreshToken) auth.setRefreshToken(tokens.refreshToken);
    if (tokens.expiresAt) auth.setAccessTokenExpiresAt(tokens.expiresAt);
  }
  return auth;
}
const dropboxPath = (id: string | null): string => (id === null || id === '/' ? '' : id);

export const dropboxProvider: DriveProvider = {
  configured: () => Boolean(process.env.DROPBOX_CLIENT_ID),
  async authorizeUrl(state, verifier, redirectUri) {
    const base = trimSlash(env('DROPBOX_AUTH_URL', 'https://www.dropbox.com/oauth2/authorize'));
    const q = new URLSearchParams({
      client_id: env('DROPBOX_CLIENT_ID', ''),
      response_type: 'code',
      redirect_uri: redirectUri,
      state,
      token_access_type: 'offline',
      code_challenge: pkceChallenge(verifier),
      code_challenge_method: 'S256',
    });
    return `${base}?${q.toString()}`;
  },
  async exchange(code, verifier, redirectUri) {
    const auth = dropboxAuth();
    auth.setCodeVerifier(verifier);
    const res = (await auth.getAccessTokenFromCode(redirectUri, encodeURIComponent(code))) as {
      result: { access_token: string; refresh_token?: string; expires_in?: number };
    };
    return { accessToken: res.result.access_token, refreshToken: res.result.refresh_token ?? null, expiresAt: expiry(res.result.expires_in) };
  },
  client(tokens) {
    const auth = dropboxAuth(tokens);
    const dbx = new Dropbox({ auth, fetch: dropboxFetch() });
    return {
      async account() {
        const { result } = await dbx.usersGetCurrentAccount();
        return { name: result.name.display_name, email: result.email };
      },
      async listFolders(parentId) {
        const { result } = await dbx.filesListFolder({ path: dropboxPath(parentId) });
        return result.entries
          .filter((e) => e['.tag'] === 'folder')
          .map((e) => ({ id: e.path_display ?? `/${e.name}`, name: e.name }));
      },
      async ensureFolder(parentId, name) {
        const existing = (await this.listFolders(parentId)).find((f) => f.name.toLowerCase() === name.toLowerCase());
        if (existing) return existing.id;
        const { result } = await dbx.filesCreateFolderV2({ path: `${dropboxPath(parentId)}/${name}`, autorename: false });
        return result.metadata.path_display ?? `${dropboxPath(parentId)}/${name}`;
      },
      async upload(folderId, name, bytes) {
        const path = `${dropboxPath(folderId)}/${name}`;
        if (!chunked(bytes)) {
          const { result } = await dbx.filesUpload({ path, contents: bytes, mode: { '.tag': 'overwrite' } });
          return result.id;
        }
        // Upload session: the first chunk starts it, the middle ones append, the last one commits.
        const parts = chunksOf(bytes);
        const { result: started } = await dbx.filesUploadSessionStart({ close: false, contents: parts[0]!.part });
        for (const { part, from } of parts.slice(1, -1)) {
          await dbx.filesUploadSessionAppendV2({ cursor: { session_id: started.session_id, offset: from }, close: false, contents: part });
        }
        const last = parts.length > 1 ? parts[parts.length - 1]! : { part: Buffer.alloc(0), from: bytes.length };
        const { result } = await dbx.filesUploadSessionFinish({
          cursor: { session_id: started.session_id, offset: last.from },
          commit: { path, mode: { '.tag': 'overwrite' } },
          contents: last.part,
        });
        return result.id;
      },
      // Dropbox keeps deleted files restorable (its "deleted files" view): our trash.
      remove: (remoteId) => removing(() => dbx.filesDeleteV2({ path: remoteId })),
      tokens: () => ({
        accessToken: auth.getAccessToken(),
        refreshToken: auth.getRefreshToken() ?? null,
        expiresAt: auth.getAccessTokenExpiresAt() ?? null,
      }),
    };
  },
};

/* ------------------------------------------------------------------ OneDrive (Microsoft Graph) */
const msAuthBase = (): string => trimSlash(env('MS_AUTH_BASE', 'https://login.microsoftonline.com/common'));
const MS_SCOPES = 'offline_access Files.ReadWrite User.Read';

async function msToken(params: Record<string, string>): Promise<DriveTokens> {
  const body = new URLSearchParams({ client_id: env('MS_CLIENT_ID', ''), scope: MS_SCOPES, ...params });
  const secret = env('MS_CLIENT_SECRET', '');
  if (secret) body.set('client_secret', secret);
  const res = await fetch(`${msAuthBase()}/oauth2/v2.0/token`, { method: 'POST', body });
  const json = (await res.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string; expires_in?: number; error_description?: string };
  if (!res.ok || !json.access_token) throw new Error(json.error_description ?? `Microsoft sign-in answered ${res.status}`);
  return { accessToken: json.access_token, refreshToken: json.refresh_token ?? null, expiresAt: expiry(json.expires_in) };
}

/** Our authentication middleware: refreshes an expired token, then signs every request (any host). */
class TokenMiddleware implements Middleware {
  private next: Middleware | undefined;
  constructor(private readonly state: { tokens: DriveTokens }) {}
  async execute(context: Context): Promise<void> {
    if (expired(this.state.tokens) && this.state.tokens.refreshToken) {
      const fresh = await msToken({ grant_type: 'refresh_token', refresh_token: this.state.tokens.refreshToken });
      this.state.tokens = { ...fresh, refreshToken: fresh.refreshToken ?? this.state.tokens.refreshToken };
    }
    const options = (context.options ??= {});
    const headers: Record<string, string> = {};
    new Headers(options.headers as HeadersInit | undefined).forEach((value, key) => {
      headers[key] = value;
    });
    headers.authorization = `Bearer ${this.state.tokens.accessToken}`;
    options.headers = headers;
    if (context.request instanceof Request) context.request = context.request.url;
    await this.next!.execute(context);
  }
  setNext(next: Middleware): void {
    this.next = next;
  }
}
const msItem = (id: string | null): string => (id === null || id === 'root' ? '/me/drive/root' : `/me/drive/items/${encodeURIComponent(id)}`);

export const oneDriveProvider: DriveProvider = {
  configured: () => Boolean(process.env.MS_CLIENT_ID),
  async authorizeUrl(state, verifier, redirectUri) {
    const q = new URLSearchParams({
      client_id: env('MS_CLIENT_ID', ''),
      response_type: 'code',
      redirect_uri: redirectUri,
      response_mode: 'query',
      scope: MS_SCOPES,
      state,
      code_challenge: pkceChallenge(verifier),
      code_challenge_method: 'S256',
    });
    return `${msAuthBase()}/oauth2/v2.0/authorize?${q.toString()}`;
  },
  exchange: (code, verifier, redirectUri) =>
    msToken({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri }),
  client(tokens) {
    const state = { tokens };
    const auth = new TokenMiddleware(state);
    auth.setNext(new HTTPMessageHandler());
    const graph = Client.initWithMiddleware({ middleware: auth, baseUrl: `${trimSlash(env('MS_GRAPH_BASE', 'https://graph.microsoft.com'))}/` });
    const children = async (id: string | null): Promise<{ id: string; name: string; folder?: object }[]> =>
      ((await graph.api(`${msItem(id)}/children`).get()) as { value: { id: string; name: string; folder?: object }[] }).value;
    return {
      async account() {
        const me = (await graph.api('/me').get()) as { displayName?: string; mail?: string; userPrincipalName?: string };
        return { name: me.displayName ?? null, email: me.mail ?? me.userPrincipalName ?? null };
      },
      async listFolders(parentId) {
        return (await children(parentId)).filter((c) => c.folder).map((c) => ({ id: c.id, name: c.name }));
      },
      async ensureFolder(parentId, name) {
        const existing = (await children(parentId)).find((c) => c.folder && c.name.toLowerCase() === name.toLowerCase());
        if (existing) return existing.id;
        const made = (await graph
          .api(`${msItem(parentId)}/children`)
          .post({ name, folder: {}, '@microsoft.graph.conflictBehavior': 'fail' })) as { id: string };
        return made.id;
      },
      async upload(folderId, name, bytes, mimetype) {
        if (chunked(bytes)) {
          // A Graph upload session, made through the SDK; the chunks go to its pre-authenticated
          // uploadUrl without our bearer token, as Microsoft asks (the SDK's LargeFileUploadTask
          // would send them through the signing middleware and reads only https addresses).
          const session = (await graph
            .api(`${msItem(folderId)}:/${encodeURIComponent(name)}:/createUploadSession`)
            .post({ item: { '@microsoft.graph.conflictBehavior': 'replace' } })) as { uploadUrl: string };
          let made: { id?: string } = {};
          for (const { part, from, to } of chunksOf(bytes)) {
            const res = await fetch(session.uploadUrl, { method: 'PUT', headers: { 'Content-Range': `bytes ${from}-${to}/${bytes.length}` }, body: new Uint8Array(part) });
            if (!res.ok) throw new Error(`OneDrive upload session answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
            if (res.status === 200 || res.status === 201) made = (await res.json()) as { id?: string };
          }
          if (!made.id) throw new Error('OneDrive upload session ended without the file');
          return made.id;
        }
        const made = (await graph
          .api(`${msItem(folderId)}:/${encodeURIComponent(name)}:/content`)
          .header('Content-Type', mimetype)
          .put(bytes)) as { id: string };
        return made.id;
      },
      // A deleted OneDrive item goes to the recycle bin.
      remove: (remoteId) => removing(() => graph.api(msItem(remoteId)).delete()),
      tokens: () => state.tokens,
    };
  },
};

/* ------------------------------------------------------------------ Google Drive */
const FOLDER_MIME = 'application/vnd.google-apps.folder';
function googleClient(redirectUri?: string): OAuth2Client {
  return new OAuth2Client({
    clientId: env('GOOGLE_CLIENT_ID', ''),
    clientSecret: env('GOOGLE_CLIENT_SECRET', '') || undefined,
    redirectUri,
    endpoints: {
      oauth2AuthBaseUrl: env('GOOGLE_AUTH_URL', 'https://accounts.google.com/o/oauth2/v2/auth'),
      oauth2TokenUrl: env('GOOGLE_TOKEN_URL', 'https://oauth2.googleapis.com/token'),
    },
  });
}
const quote = (s: string): string => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

export const googleDriveProvider: DriveProvider = {
  configured: () => Boolean(process.env.GOOGLE_CLIENT_ID),
  async authorizeUrl(state, verifier, redirectUri) {
    return googleClient(redirectUri).generateAuthUrl({
      access_type: 'offline',
      prompt: 'consent',
      scope: ['https://www.googleapis.com/auth/drive.file', 'https://www.googleapis.com/auth/userinfo.email'],
      state,
      code_challenge: pkceChallenge(verifier),
      code_challenge_method: 'S256' as never,
    });
  },
  async exchange(code, verifier, redirectUri) {
    const { tokens } = await googleClient(redirectUri).getToken({ code, codeVerifier: verifier, redirect_uri: redirectUri });
    if (!tokens.access_token) throw new Error('Google sign-in gave no access token');
    return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token ?? null, expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null };
  },
  client(tokens) {
    const auth = googleClient();
    let current = tokens;
    auth.setCredentials({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken ?? undefined, expiry_date: tokens.expiresAt?.getTime() });
    auth.on('tokens', (t) => {
      current = {
        accessToken: t.access_token ?? current.accessToken,
        refreshToken: t.refresh_token ?? current.refreshToken,
        expiresAt: t.expiry_date ? new Date(t.expiry_date) : current.expiresAt,
      };
    });
    const rootUrl = `${trimSlash(env('GOOGLE_API_ROOT', 'https://www.googleapis.com'))}/`;
    const api = googleDrive({ version: 'v3', auth, rootUrl });
    // The media upload address is built from the call's own options only: pass rootUrl there too.
    const mediaOptions = { rootUrl };
    return {
      async account() {
        const { data } = await api.about.get({ fields: 'user' });
        return { name: data.user?.displayName ?? null, email: data.user?.emailAddress ?? null };
      },
      async listFolders(parentId) {
        const { data } = await api.files.list({
          q: `'${quote(parentId ?? 'root')}' in parents and mimeType = '${FOLDER_MIME}' and trashed = false`,
          fields: 'files(id,name)',
          pageSize: 200,
        });
        return (data.files ?? []).map((f) => ({ id: f.id ?? '', name: f.name ?? '' }));
      },
      async ensureFolder(parentId, name) {
        const existing = (await this.listFolders(parentId)).find((f) => f.name.toLowerCase() === name.toLowerCase());
        if (existing) return existing.id;
        const { data } = await api.files.create({ requestBody: { name, mimeType: FOLDER_MIME, parents: [parentId] }, fields: 'id' });
        return data.id ?? '';
      },
      async upload(folderId, name, bytes, mimetype, remoteId) {
        if (chunked(bytes)) {
          // A resumable upload (googleapis sends media in one request only), signed and refreshed by
          // the library's OAuth2Client: the session address, then each chunk with its Content-Range.
          const started = await auth.request({
            url: `${rootUrl}upload/drive/v3/files${remoteId ? `/${encodeURIComponent(remoteId)}` : ''}?uploadType=resumable&fields=id`,
            method: remoteId ? 'PATCH' : 'POST',
            headers: { 'Content-Type': 'application/json; charset=UTF-8', 'X-Upload-Content-Type': mimetype, 'X-Upload-Content-Length': String(bytes.length) },
            data: remoteId ? {} : { name, parents: [folderId] },
          });
          const session = (started.headers as Record<string, string | undefined>).location;
          if (!session) throw new Error('Google Drive gave no resumable upload address');
          let made: { id?: string } = {};
          for (const { part, from, to } of chunksOf(bytes)) {
            const res = await auth.request<{ id?: string }>({
              url: session,
              method: 'PUT',
              headers: { 'Content-Range': `bytes ${from}-${to}/${bytes.length}` },
              data: part,
              validateStatus: (status) => status === 308 || (status >= 200 && status < 300),
            });
            if (res.status !== 308) made = res.data;
          }
          if (!made.id) throw new Error('Google Drive resumable upload ended without the file');
          return made.id;
        }
        const media = { mimeType: mimetype, body: Readable.from(bytes) };
        if (remoteId) {
          const { data } = await api.files.update({ fileId: remoteId, media, fields: 'id' }, mediaOptions);
          return data.id ?? remoteId;
        }
        const { data } = await api.files.create({ requestBody: { name, parents: [folderId] }, media, fields: 'id' }, mediaOptions);
        return data.id ?? '';
      },
      // Into Google Drive's trash (not deleted for good).
      remove: (remoteId) => removing(() => api.files.update({ fileId: remoteId, requestBody: { trashed: true }, fields: 'id' })),
      tokens: () => current,
    };
  },
};

export const DRIVE_IMPLS: Readonly<Record<TDriveProvider, DriveProvider>> = {
  dropbox: dropboxProvider,
  onedrive: oneDriveProvider,
  google: googleDriveProvider,
};
