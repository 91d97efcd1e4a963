/**
 * A local fake of the three storage drives (127.0.0.1, random port) speaking the part of each API the
 * product uses, so the official SDKs run unchanged in tests (ADR 0011):
 * - Dropbox: /dropbox/api/oauth2/token, /2/users/get_current_account, /2/files/list_folder,
 *   /2/files/create_folder_v2, /2/files/delete_v2; /dropbox/content/2/files/upload and
 *   /2/files/upload_session/start|append_v2|finish (offsets checked).
 * - Microsoft: /ms/auth/oauth2/v2.0/token; Graph /ms/graph/v1.0/me, /me/drive/root|items/{id}/children
 *   (GET, POST), /me/drive/items/{id}:/{name}:/content (PUT), /me/drive/items/{id} (DELETE),
 *   …:/{name}:/createUploadSession (POST) and its upload address /ms/upload/{id} (PUT with
 *   Content-Range, refused with a bearer token as Microsoft does).
 * - Google: /google/token; /drive/v3/about, /drive/v3/files (GET, POST), PATCH /drive/v3/files/{id}
 *   (trashed: true), /upload/drive/v3/files?uploadType=resumable (POST, PATCH /{id}) → Location
 *   /google/resumable/{id} (PUT with Content-Range, 308 until complete), /upload/drive/v3/files
 *   (POST, PATCH /{id}) with multipart/related bodies (at the root: googleapis keeps only the origin).
 * Authorisation codes are issued by `authorize(authorizeUrl)` (as if the user agreed) and checked
 * against the PKCE challenge; every API call needs a bearer token the fake issued and not expired.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TDriveProvider } from 'shared/contract';

interface Item {
  id: string;
  name: string;
  parentId: string;
  folder: boolean;
  content?: Buffer;
  mimetype?: string;
  writes: number;
}
interface Grant {
  provider: TDriveProvider;
  challenge: string;
  redirectUri: string;
}

const ROOT: Record<TDriveProvider, string> = { dropbox: '', onedrive: 'root', google: 'root' };

export class FakeDrives {
  private server: Server | undefined;
  base = '';
  private readonly items = new Map<TDriveProvider, Map<string, Item>>();
  private readonly trashed = new Map<TDriveProvider, string[]>();
  /** Open upload sessions (Dropbox upload_session, Graph upload session, Google resumable upload). */
  private readonly sessions = new Map<string, { provider: TDriveProvider; parentId: string; name: string; mimetype: string; remoteId?: string; total?: number; chunks: Buffer[] }>();
  private readonly codes = new Map<string, Grant>();
  private readonly tokens = new Map<string, { provider: TDriveProvider; expiresAt: number }>();
  private readonly refreshTokens = new Map<string, TDriveProvider>();
  private readonly failures = new Map<TDriveProvider, number>();
  /** Every request: provider, method, path (for assertions). */
  readonly log: { method: string; path: string }[] = [];
  private seq = 0;
  /** Seconds an access token lives. */
  tokenLifetime = 3600;

  async start(): Promise<this> {
    for (const p of Object.keys(ROOT) as TDriveProvider[]) {
      this.items.set(p, new Map());
      this.trashed.set(p, []);
    }
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((e: unknown) => this.send(res, 500, { error: String(e) }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The environment pointing the SDKs here. */
  env(): Record<string, string> {
    return {
      DROPBOX_CLIENT_ID: 'dbx-client',
      DROPBOX_AUTH_URL: `${this.base}/dropbox/authorize`,
      DROPBOX_API_BASE: `${this.base}/dropbox/api`,
      DROPBOX_CONTENT_BASE: `${this.base}/dropbox/content`,
      MS_CLIENT_ID: 'ms-client',
      MS_CLIENT_SECRET: 'ms-secret',
      MS_AUTH_BASE: `${this.base}/ms/auth`,
      MS_GRAPH_BASE: `${this.base}/ms/graph`,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_AUTH_URL: `${this.base}/google/auth`,
      GOOGLE_TOKEN_URL: `${this.base}/google/token`,
      GOOGLE_API_ROOT: this.base,
    };
  }

  /** As if the user agreed on the provider's page: a code for the authorize address. */
  authorize(provider: TDriveProvider, authorizeUrl: string): string {
    const url = new URL(authorizeUrl);
    const challenge = url.searchParams.get('code_challenge');
    if (!challenge || url.searchParams.get('code_challenge_method') !== 'S256') throw new Error('authorize address without PKCE');
    const code = `code-${provider}-${randomBytes(6).toString('hex')}`;
    this.codes.set(code, { provider, challenge, redirectUri: url.searchParams.get('redirect_uri') ?? '' });
    return code;
  }
  /** The next n uploads to that provider answer 500. */
  failUploads(provider: TDriveProvider, n: number): void {
    this.failures.set(provider, n);
  }
  /** Makes every token issued so far expired (the product must refresh). */
  expireTokens(): void {
    for (const t of this.tokens.values()) t.expiresAt = 0;
  }
  /** A folder made on the drive by its user (for folder lists). */
  addFolder(provider: TDriveProvider, parentId: string | null, name: string): string {
    return this.put(provider, parentId ?? ROOT[provider], name, true).id;
  }
  /** Files on the drive by path ('Passage/Case X/file.pdf'), with their bytes and write count. */
  files(provider: TDriveProvider): { path: string; content: string; writes: number }[] {
    const all = this.items.get(provider)!;
    const pathOf = (it: Item): string => {
      const parent = all.get(provider === 'dropbox' ? it.parentId.toLowerCase() : it.parentId);
      return parent ? `${pathOf(parent)}/${it.name}` : it.name;
    };
    return [...all.values()]
      .filter((i) => !i.folder)
      .map((i) => ({ path: pathOf(i), content: i.content?.toString('utf8') ?? '', writes: i.writes }))
      .sort((a, b) => a.path.localeCompare(b.path));
  }
  folders(provider: TDriveProvider): string[] {
    return [...this.items.get(provider)!.values()].filter((i) => i.folder).map((i) => i.name).sort();
  }

  private put(provider: TDriveProvider, parentId: string, name: string, folder: boolean, content?: Buffer, mimetype?: string): Item {
    const all = this.items.get(provider)!;
    const existing = [...all.values()].find((i) => i.parentId.toLowerCase() === parentId.toLowerCase() && i.name.toLowerCase() === name.toLowerCase());
    if (existing && !folder) {
      existing.content = content;
      existing.mimetype = mimetype;
      existing.writes += 1;
      return existing;
    }
    if (existing) return existing;
    const id = provider === 'dropbox' ? `${parentId}/${name}` : `${provider}-${++this.seq}`;
    const item: Item = { id, name, parentId, folder, content, mimetype, writes: folder ? 0 : 1 };
    all.set(provider === 'dropbox' ? id.toLowerCase() : id, item);
    return item;
  }
  private openSession(s: { provider: TDriveProvider; parentId: string; name: string; mimetype: string; remoteId?: string; total?: number }): string {
    const id = `session-${s.provider}-${++this.seq}`;
    this.sessions.set(id, { ...s, chunks: [] });
    return id;
  }
  private received(id: string): number {
    return this.sessions.get(id)!.chunks.reduce((n, c) => n + c.length, 0);
  }
  /** Accepts one chunk at `offset` (it must follow what was received); answers false when out of order. */
  private appendChunk(id: string, offset: number, chunk: Buffer): boolean {
    if (offset !== this.received(id)) return false;
    this.sessions.get(id)!.chunks.push(chunk);
    return true;
  }
  private closeSession(id: string): Item {
    const s = this.sessions.get(id)!;
    this.sessions.delete(id);
    const content = Buffer.concat(s.chunks);
    if (s.remoteId) {
      const item = this.find(s.provider, s.remoteId)!;
      item.content = content;
      item.writes += 1;
      return item;
    }
    return this.put(s.provider, s.parentId, s.name, false, content, s.mimetype);
  }
  /** Upload sessions still open (a finished upload leaves none). */
  openSessions(): number {
    return this.sessions.size;
  }
  private find(provider: TDriveProvider, id: string): Item | undefined {
    return this.items.get(provider)!.get(provider === 'dropbox' ? id.toLowerCase() : id);
  }
  /** Moved to the drive's trash: out of its folder, listed by `trashedNames()`. */
  private trash(item: Item): void {
    for (const [provider, all] of this.items) {
      const key = [...all.entries()].find(([, v]) => v === item)?.[0];
      if (key === undefined) continue;
      all.delete(key);
      this.trashed.get(provider)!.push(item.name);
    }
  }
  /** Names of the files moved to each drive's trash. */
  trashedNames(provider: TDriveProvider): string[] {
    return [...this.trashed.get(provider)!].sort();
  }
  private children(provider: TDriveProvider, parentId: string): Item[] {
    return [...this.items.get(provider)!.values()].filter((i) => i.parentId.toLowerCase() === parentId.toLowerCase());
  }
  private issue(provider: TDriveProvider): { access_token: string; refresh_token: string; expires_in: number; token_type: string } {
    const access = `at-${provider}-${randomBytes(8).toString('hex')}`;
    const refresh = `rt-${provider}-${randomBytes(8).toString('hex')}`;
    this.tokens.set(access, { provider, expiresAt: Date.now() + this.tokenLifetime * 1000 });
    this.refreshTokens.set(refresh, provider);
    return { access_token: access, refresh_token: refresh, expires_in: this.tokenLifetime, token_type: 'bearer' };
  }
  private send(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
  private authorised(req: IncomingMessage, provider: TDriveProvider): boolean {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const known = token ? this.tokens.get(token) : undefined;
    return Boolean(known && known.provider === provider && known.expiresAt > Date.now());
  }
  private failing(provider: TDriveProvider): boolean {
    const left = this.failures.get(provider) ?? 0;
    if (left <= 0) return false;
    this.failures.set(provider, left - 1);
    return true;
  }
  /** Token endpoint shared by the three (form or query parameters). */
  private token(provider: TDriveProvider, params: URLSearchParams, res: ServerResponse): void {
    if (params.get('grant_type') === 'refresh_token') {
      if (this.refreshTokens.get(params.get('refresh_token') ?? '') !== provider) return this.send(res, 400, { error: 'invalid_grant' });
      return this.send(res, 200, this.issue(provider));
    }
    const grant = this.codes.get(params.get('code') ?? '');
    const verifier = params.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (!grant || grant.provider !== provider || grant.challenge !== challenge || grant.redirectUri !== (params.get('redirect_uri') ?? '')) {
      return this.send(res, 400, { error: 'invalid_grant', error_description: 'Bad authorisation code or PKCE verifier' });
    }
    this.codes.delete(params.get('code')!);
    this.send(res, 200, this.issue(provider));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', this.base);
    // googleapis resolves /drive/v3/… and /upload/drive/v3/… against the origin of its rootUrl.
    const path = /^\/(upload\/)?drive\/v3\//.test(url.pathname) ? `/google/api${url.pathname}` : url.pathname;
    const method = req.method ?? 'GET';
    this.log.push({ method, path });
    const json = (): Record<string, unknown> => (body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {});

    /* Dropbox */
    if (path === '/dropbox/api/oauth2/token') return this.token('dropbox', new URLSearchParams([...url.searchParams, ...new URLSearchParams(body.toString('utf8'))]), res);
    if (path.startsWith('/dropbox/')) {
      if (!this.authorised(req, 'dropbox')) return this.send(res, 401, { error_summary: 'expired_access_token/', error: { '.tag': 'expired_access_token' } });
      if (path === '/dropbox/api/2/users/get_current_account') return this.send(res, 200, { account_id: 'dbid:1', name: { display_name: 'Dropbox Owner' }, email: 'owner@dropbox.test' });
      if (path === '/dropbox/api/2/files/list_folder') {
        const entries = this.children('dropbox', String(json().path ?? '')).map((i) => ({ '.tag': i.folder ? 'folder' : 'file', name: i.name, path_display: i.id, path_lower: i.id.toLowerCase(), id: `id:${i.id}` }));
        return this.send(res, 200, { entries, cursor: 'c', has_more: false });
      }
      if (path === '/dropbox/api/2/files/create_folder_v2') {
        const full = String(json().path ?? '');
        const cut = full.lastIndexOf('/');
        if (this.children('dropbox', full.slice(0, cut)).some((i) => i.name.toLowerCase() === full.slice(cut + 1).toLowerCase())) {
          return this.send(res, 409, { error_summary: 'path/conflict/folder/', error: { '.tag': 'path', path: { '.tag': 'conflict' } } });
        }
        const item = this.put('dropbox', full.slice(0, cut), full.slice(cut + 1), true);
        return this.send(res, 200, { metadata: { name: item.name, path_display: item.id, id: `id:${item.id}` } });
      }
      if (path === '/dropbox/api/2/files/delete_v2') {
        const ref = String(json().path ?? '');
        const item = this.find('dropbox', ref.startsWith('id:') ? ref.slice(3) : ref);
        if (!item) return this.send(res, 409, { error_summary: 'path_lookup/not_found/', error: { '.tag': 'path_lookup', path_lookup: { '.tag': 'not_found' } } });
        this.trash(item);
        return this.send(res, 200, { metadata: { '.tag': 'file', name: item.name, path_display: item.id, id: `id:${item.id}` } });
      }
      if (path.startsWith('/dropbox/content/2/files/upload_session/')) {
        const arg = JSON.parse(String(req.headers['dropbox-api-arg'] ?? '{}')) as { cursor?: { session_id: string; offset: number }; commit?: { path: string } };
        if (path.endsWith('/start')) {
          const id = this.openSession({ provider: 'dropbox', parentId: '', name: '', mimetype: 'application/octet-stream' });
          this.appendChunk(id, 0, body);
          return this.send(res, 200, { session_id: id });
        }
        const cursor = arg.cursor;
        if (!cursor || !this.sessions.has(cursor.session_id)) return this.send(res, 409, { error_summary: 'lookup_failed/not_found/', error: { '.tag': 'not_found' } });
        if (!this.appendChunk(cursor.session_id, cursor.offset, body)) {
          return this.send(res, 409, { error_summary: 'lookup_failed/incorrect_offset/', error: { '.tag': 'incorrect_offset', correct_offset: this.received(cursor.session_id) } });
        }
        if (path.endsWith('/append_v2')) return this.send(res, 200, null);
        if (path.endsWith('/finish') && arg.commit) {
          const cut = arg.commit.path.lastIndexOf('/');
          Object.assign(this.sessions.get(cursor.session_id)!, { parentId: arg.commit.path.slice(0, cut), name: arg.commit.path.slice(cut + 1) });
          const item = this.closeSession(cursor.session_id);
          return this.send(res, 200, { name: item.name, path_display: item.id, id: `id:${item.id}` });
        }
      }
      if (path === '/dropbox/content/2/files/upload') {
        if (this.failing('dropbox')) return this.send(res, 500, { error_summary: 'internal_error/' });
        const arg = JSON.parse(String(req.headers['dropbox-api-arg'] ?? '{}')) as { path: string };
        const cut = arg.path.lastIndexOf('/');
        const item = this.put('dropbox', arg.path.slice(0, cut), arg.path.slice(cut + 1), false, body, 'application/octet-stream');
        return this.send(res, 200, { name: item.name, path_display: item.id, id: `id:${item.id}` });
      }
    }

    /* Microsoft */
    if (path === '/ms/auth/oauth2/v2.0/token') return this.token('onedrive', new URLSearchParams(body.toString('utf8')), res);
    const msUpload = /^\/ms\/upload\/([^/]+)$/.exec(path);
    if (msUpload && method === 'PUT') {
      // The pre-authenticated upload address: Microsoft answers 401 when a bearer token comes along.
      if (req.headers.authorization) return this.send(res, 401, { error: { code: 'unauthenticated', message: 'Do not send Authorization to an upload URL' } });
      const id = msUpload[1]!;
      const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers['content-range'] ?? ''));
      if (!this.sessions.has(id) || !range) return this.send(res, 404, { error: { code: 'itemNotFound', message: 'Upload session not found' } });
      if (!this.appendChunk(id, Number(range[1]), body)) return this.send(res, 416, { error: { code: 'invalidRange', message: 'Fragment overlaps or skips' } });
      if (this.received(id) < Number(range[3])) return this.send(res, 202, { nextExpectedRanges: [`${this.received(id)}-`] });
      const item = this.closeSession(id);
      return this.send(res, 201, { id: item.id, name: item.name, file: {} });
    }
    if (path.startsWith('/ms/graph/v1.0/')) {
      if (!this.authorised(req, 'onedrive')) return this.send(res, 401, { error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired.' } });
      const rest = decodeURIComponent(path.slice('/ms/graph/v1.0'.length));
      if (rest === '/me') return this.send(res, 200, { displayName: 'OneDrive Owner', mail: 'owner@onedrive.test' });
      const children = /^\/me\/drive\/(?:root|items\/([^/:]+))\/children$/.exec(rest);
      if (children) {
        const parent = children[1] ?? 'root';
        if (method === 'GET') return this.send(res, 200, { value: this.children('onedrive', parent).map((i) => ({ id: i.id, name: i.name, ...(i.folder ? { folder: { childCount: 0 } } : { file: {} }) })) });
        const { name } = json() as { name: string };
        if (this.children('onedrive', parent).some((i) => i.name.toLowerCase() === name.toLowerCase())) return this.send(res, 409, { error: { code: 'nameAlreadyExists', message: 'Name already exists' } });
        const item = this.put('onedrive', parent, name, true);
        return this.send(res, 201, { id: item.id, name: item.name, folder: { childCount: 0 } });
      }
      const one = /^\/me\/drive\/items\/([^/:]+)$/.exec(rest);
      if (one && method === 'DELETE') {
        const item = this.find('onedrive', one[1]!);
        if (!item) return this.send(res, 404, { error: { code: 'itemNotFound', message: 'Item not found' } });
        this.trash(item);
        res.writeHead(204).end();
        return;
      }
      const session = /^\/me\/drive\/(?:root|items\/([^/:]+)):\/(.+):\/createUploadSession$/.exec(rest);
      if (session && method === 'POST') {
        const id = this.openSession({ provider: 'onedrive', parentId: session[1] ?? 'root', name: session[2]!, mimetype: 'application/octet-stream' });
        return this.send(res, 200, { uploadUrl: `${this.base}/ms/upload/${id}`, expirationDateTime: new Date(Date.now() + 3_600_000).toISOString() });
      }
      const content = /^\/me\/drive\/(?:root|items\/([^/:]+)):\/(.+):\/content$/.exec(rest);
      if (content && method === 'PUT') {
        if (this.failing('onedrive')) return this.send(res, 500, { error: { code: 'generalException', message: 'Upload failed on the fake' } });
        const item = this.put('onedrive', content[1] ?? 'root', content[2]!, false, body, String(req.headers['content-type'] ?? ''));
        return this.send(res, 201, { id: item.id, name: item.name, file: {} });
      }
    }

    /* Google */
    if (path === '/google/token') return this.token('google', new URLSearchParams(body.toString('utf8')), res);
    const resumable = /^\/google\/resumable\/([^/]+)$/.exec(path);
    if (resumable && method === 'PUT') {
      if (!this.authorised(req, 'google')) return this.send(res, 401, { error: { code: 401, message: 'Invalid Credentials' } });
      const id = resumable[1]!;
      const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers['content-range'] ?? ''));
      if (!this.sessions.has(id) || !range) return this.send(res, 404, { error: { code: 404, message: 'Upload session not found' } });
      if (!this.appendChunk(id, Number(range[1]), body)) return this.send(res, 400, { error: { code: 400, message: 'Chunk out of order' } });
      if (this.received(id) < Number(range[3])) {
        res.writeHead(308, { range: `bytes=0-${this.received(id) - 1}` }).end();
        return;
      }
      const item = this.closeSession(id);
      return this.send(res, 200, { id: item.id });
    }
    if (path.startsWith('/google/api/')) {
      if (!this.authorised(req, 'google')) return this.send(res, 401, { error: { code: 401, message: 'Invalid Credentials' } });
      if (path === '/google/api/drive/v3/about') return this.send(res, 200, { user: { displayName: 'Google Owner', emailAddress: 'owner@google.test' } });
      if (path === '/google/api/drive/v3/files' && method === 'GET') {
        const q = url.searchParams.get('q') ?? '';
        const parent = /'([^']+)' in parents/.exec(q)?.[1] ?? 'root';
        const onlyFolders = q.includes("mimeType = 'application/vnd.google-apps.folder'");
        return this.send(res, 200, { files: this.children('google', parent).filter((i) => !onlyFolders || i.folder).map((i) => ({ id: i.id, name: i.name })) });
      }
      if (path === '/google/api/drive/v3/files' && method === 'POST') {
        const meta = json() as { name: string; parents?: string[] };
        const item = this.put('google', meta.parents?.[0] ?? 'root', meta.name, true);
        return this.send(res, 200, { id: item.id });
      }
      const meta = /^\/google\/api\/drive\/v3\/files\/([^/]+)$/.exec(path);
      if (meta && method === 'PATCH') {
        const item = this.find('google', meta[1]!);
        if (!item) return this.send(res, 404, { error: { code: 404, message: 'File not found' } });
        if ((json() as { trashed?: boolean }).trashed) this.trash(item);
        return this.send(res, 200, { id: item.id });
      }
      const upload = /^\/google\/api\/upload\/drive\/v3\/files(?:\/([^/]+))?$/.exec(path);
      if (upload && url.searchParams.get('uploadType') === 'resumable') {
        const m = json() as { name?: string; parents?: string[] };
        if (upload[1] && !this.find('google', upload[1])) return this.send(res, 404, { error: { code: 404, message: 'File not found' } });
        const id = this.openSession({
          provider: 'google',
          parentId: m.parents?.[0] ?? 'root',
          name: m.name ?? '',
          mimetype: String(req.headers['x-upload-content-type'] ?? ''),
          ...(upload[1] ? { remoteId: upload[1] } : {}),
        });
        res.writeHead(200, { location: `${this.base}/google/resumable/${id}` }).end();
        return;
      }
      if (upload) {
        if (this.failing('google')) return this.send(res, 500, { error: { code: 500, message: 'Backend error on the fake' } });
        const { meta, content, mimetype } = multipart(String(req.headers['content-type'] ?? ''), body);
        if (upload[1]) {
          const item = [...this.items.get('google')!.values()].find((i) => i.id === upload[1]);
          if (!item) return this.send(res, 404, { error: { code: 404, message: 'File not found' } });
          item.content = content;
          item.writes += 1;
          return this.send(res, 200, { id: item.id });
        }
        const m = meta as { name: string; parents?: string[] };
        const item = this.put('google', m.parents?.[0] ?? 'root', m.name, false, content, mimetype);
        return this.send(res, 200, { id: item.id });
      }
    }
    this.send(res, 404, { error: `fake drives: no route ${method} ${path}` });
  }
}

/** multipart/related as googleapis sends it: a JSON part, then the media part. */
function multipart(contentType: string, body: Buffer): { meta: unknown; content: Buffer; mimetype: string } {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) return { meta: {}, content: body, mimetype: contentType };
  const text = body.toString('latin1');
  const parts = text.split(`--${boundary}`).slice(1, -1).map((p) => {
    const at = p.indexOf('\r\n\r\n');
    return { head: p.slice(0, at), data: p.slice(at + 4).replace(/\r\n$/, '') };
  });
  const meta = parts[0] ? (JSON.parse(parts[0].data || '{}') as unknown) : {};
  const media = parts[1];
  return {
    meta,
    content: Buffer.from(media?.data ?? '', 'latin1'),
    mimetype: /content-type:\s*([^\r\n]+)/i.exec(media?.head ?? '')?.[1] ?? '',
  };
}
