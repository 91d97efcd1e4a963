import type { TLoginResult, TTenantPublic } from 'shared/auth-contract';
import { ApiError, apiErrorFrom } from 'shared/client/api-error';
import { callContext } from 'shared/client/payload';
import { ERROR_MESSAGES } from 'shared/contract/error-messages';
import type { Credentials } from '../components/LoginCredentialsForm';

/*
 * The two public calls the light sign-in page makes, with `fetch` instead of the full client
 * (axios, the call declarations and their zod schemas load with the full app). Same paths, same
 * payloads (plus SPEC §7's timezone and today), same answers: `result` on success, the same
 * `ApiError` read from the SPEC §8 error envelope on failure.
 */

/** POSTs to `/api<path>` and answers `result`, or rejects with an `ApiError`. */
export async function postPublic<T>(path: string, payload: Record<string, unknown>, fetchImpl: typeof fetch = fetch): Promise<T> {
  let res: Response;
  try {
    res = await fetchImpl(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...payload, ...callContext() }),
    });
  } catch {
    throw new ApiError('NETWORK', ERROR_MESSAGES.GENERIC, 0);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw apiErrorFrom(res.status, body);
  return (body as { result: T } | null)?.result as T;
}

/** `/tenant/details-by-subdomain` (getTenantBySubdomainCall): the host's tenant. */
export const fetchHostTenant = (fetchImpl?: typeof fetch): Promise<TTenantPublic> =>
  postPublic<TTenantPublic>('/tenant/details-by-subdomain', {}, fetchImpl);

/** `/auth/login` (loginCall), first step: e-mail and password. */
export const sendCredentials = (credentials: Credentials, fetchImpl?: typeof fetch): Promise<TLoginResult> =>
  postPublic<TLoginResult>('/auth/login', { ...credentials }, fetchImpl);
