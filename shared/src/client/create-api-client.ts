import axios, { type AxiosInstance } from 'axios';
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

export interface ApiClient {
  /** Makes a declared call: payload typed by the declaration, result typed by it too. */
  call<C extends AnyCallDeclaration>(decl: C, payload: CallPayloadInput<C>, opts?: { signal?: AbortSignal; idempotencyKey?: string }): Promise<CallResult<C>>;
  /** Generic action: posts to a caller-supplied path (SPEC §7 "Generic and helper calls"). */
  post<T = unknown>(path: string, payload?: Record<string, unknown>, opts?: { signal?: AbortSignal }): Promise<T>;
}

/** The one HTTP client: made by the shell, handed to remotes through a hook. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = options.axiosInstance ?? axios.create({ baseURL: options.baseURL ?? '/api' });
  let ended = false;

  async function post<T>(path: string, payload: Record<string, unknown> = {}, opts: { signal?: AbortSignal; idempotencyKey?: string } = {}): Promise<T> {
    const token = options.getToken();
    try {
      const res = await http.post<{ result: T }>(path, { ...payload, ...callContext() }, {
        signal: opts.signal,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
        },
      });
      return res.data.result;
    } catch (e) {
      if (axios.isCancel(e)) throw new ApiError('ABORTED', (e as Error).message || 'error', 0);
      if (axios.isAxiosError(e) && e.response) {
        const err = apiErrorFrom(e.response.status, e.response.data);
        if (!ended && (LOGOUT_ERROR_CODES as readonly string[]).includes(err.code)) {
          ended = true;
          options.onSessionEnded?.(err.code as ErrorCode);
        }
        throw err;
      }
      throw new ApiError('NETWORK', ERROR_MESSAGES.GENERIC, 0);
    }
  }

  return {
    call: (decl, payload, opts) => post(decl.path, payload as Record<string, unknown>, opts),
    post: (path, payload, opts) => post(path, payload, opts),
  };
}
