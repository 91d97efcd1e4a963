import axios, { type AxiosInstance, type AxiosProgressEvent } from 'axios';
import type { AnyCallDeclaration, CallPayloadInput, CallResult } from '../contract/define-call';
import { ERROR_MESSAGES, LOGOUT_ERROR_CODES, type ErrorCode } from '../contract/errors';
import { ApiError, apiErrorFrom } from './api-error';
import { callContext } from './payload';

export interface ApiClientOptions {
  /** SPEC §7: the API base is the site's own origin plus /api/. */
  baseURL?: string;
  /** Bearer token: the petitioner token, the session token, or the link query's token. */
  getToken: () => string | null | undefined;
  /** Called once for TOKEN_EXPIRED, LOGIN_USER_INACTIVE or ROLE_CHANGED (SPEC §8). */
  onSessionEnded?: (code: ErrorCode) => void;
  /** For tests: an axios instance to use. */
  axiosInstance?: AxiosInstance;
}

/** Progress of one upload: bytes sent so far, the total when known, and 0–100. */
export interface UploadProgressEvent {
  loaded: number;
  total: number | null;
  /** 0–100; 0 while the total is unknown. */
  percent: number;
}

export interface UploadOptions {
  /** Called as the browser sends the body (XMLHttpRequest upload progress). */
  onProgress?: (event: UploadProgressEvent) => void;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** Makes a declared call: payload typed by the declaration, result typed by it too. */
  call<C extends AnyCallDeclaration>(decl: C, payload: CallPayloadInput<C>, opts?: { signal?: AbortSignal; idempotencyKey?: string }): Promise<CallResult<C>>;
  /** Generic action: posts to a caller-supplied path (SPEC §7 "Generic and helper calls"). */
  post<T = unknown>(path: string, payload?: Record<string, unknown>, opts?: { signal?: AbortSignal }): Promise<T>;
  /**
   * Multipart upload (`/s3/upload`, `/common/local-upload`): posts `formData` as
   * multipart/form-data with the bearer token, reports progress, answers `result` like `post`.
   * Always present on the client `createApiClient` makes; optional only so that test doubles of
   * the other remotes need not implement it (use `uploadWith` to call it).
   */
  upload?<T = unknown>(path: string, formData: FormData, opts?: UploadOptions): Promise<T>;
}

/** Calls `api.upload`, failing clearly when the client has none (a test double without it). */
export function uploadWith<T = unknown>(api: ApiClient, path: string, formData: FormData, opts?: UploadOptions): Promise<T> {
  if (!api.upload) return Promise.reject(new ApiError('NETWORK', 'Uploads are not available here.', 0));
  return api.upload<T>(path, formData, opts);
}

/** Axios' progress event as 0–100 (0 while the total is unknown). */
export function toUploadProgress(e: Pick<AxiosProgressEvent, 'loaded' | 'total'>): UploadProgressEvent {
  const total = e.total && e.total > 0 ? e.total : null;
  const percent = total ? Math.min(100, Math.max(0, Math.round((e.loaded / total) * 100))) : 0;
  return { loaded: e.loaded, total, percent };
}

/** The one HTTP client: made by the shell, handed to remotes through a hook. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = options.axiosInstance ?? axios.create({ baseURL: options.baseURL ?? '/api' });
  let ended = false;

  const authHeader = (): Record<string, string> => {
    const token = options.getToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  };

  async function post<T>(path: string, payload: Record<string, unknown> = {}, opts: { signal?: AbortSignal; idempotencyKey?: string } = {}): Promise<T> {
    try {
      const res = await http.post<{ result: T }>(path, { ...payload, ...callContext() }, {
        signal: opts.signal,
        headers: {
          ...authHeader(),
          ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
        },
      });
      return res.data.result;
    } catch (e) {
      throw failure(e);
    }
  }

  async function upload<T>(path: string, formData: FormData, opts: UploadOptions = {}): Promise<T> {
    try {
      // No content-type here: the browser adds multipart/form-data with its boundary.
      const res = await http.post<{ result: T }>(path, formData, {
        signal: opts.signal,
        headers: authHeader(),
        onUploadProgress: opts.onProgress ? (e) => opts.onProgress?.(toUploadProgress(e)) : undefined,
      });
      opts.onProgress?.({ loaded: 1, total: 1, percent: 100 });
      return res.data.result;
    } catch (e) {
      throw failure(e);
    }
  }

  function failure(e: unknown): ApiError {
    if (axios.isCancel(e)) return new ApiError('ABORTED', (e as Error).message || 'error', 0);
    if (axios.isAxiosError(e) && e.response) {
      const err = apiErrorFrom(e.response.status, e.response.data);
      if (!ended && (LOGOUT_ERROR_CODES as readonly string[]).includes(err.code)) {
        ended = true;
        options.onSessionEnded?.(err.code as ErrorCode);
      }
      return err;
    }
    return new ApiError('NETWORK', ERROR_MESSAGES.GENERIC, 0);
  }

  return {
    call: (decl, payload, opts) => post(decl.path, payload as Record<string, unknown>, opts),
    post: (path, payload, opts) => post(path, payload, opts),
    upload: (path, formData, opts) => upload(path, formData, opts),
  };
}
