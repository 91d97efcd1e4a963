import type { ApiClient } from 'shared/client';
import { ApiError, apiErrorFrom, callContext } from 'shared/client';
import { ERROR_MESSAGES } from 'shared/auth-contract';

/*
 * The storage calls the profile needs. `shared/contract` does not export the s3 declarations yet,
 * so the signed address goes through the client's generic `post`; uploads are multipart, which
 * the one client cannot send, so they use fetch with the same bearer token and error envelope.
 */

/** SPEC §7: a short-lived address of a stored file; the address is in result.data. */
export async function getSignedUrl(api: ApiClient, keyName: string): Promise<string> {
  const answer = await api.post<{ data: string }>('/s3/get-signed-url', { keyName });
  return answer.data;
}

export interface UploadedFile {
  path: string;
  name: string;
  mimetype: string;
}

/** Uploads one file to /api/s3/upload (multipart) and answers the stored file. */
export async function uploadFile(
  file: File,
  token: string | null,
  fetcher: typeof fetch = fetch,
): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const context = callContext();
  body.append('timezone', context.timezone);
  body.append('today', context.today);
  let response: Response;
  try {
    response = await fetcher('/api/s3/upload', {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body,
    });
  } catch {
    throw new ApiError('NETWORK', ERROR_MESSAGES.GENERIC, 0);
  }
  const json: unknown = await response.json().catch(() => ({}));
  if (!response.ok) throw apiErrorFrom(response.status, json);
  const stored = (json as { result?: { data?: UploadedFile[] } }).result?.data?.[0];
  if (!stored?.path) throw new ApiError('ERROR', ERROR_MESSAGES.GENERIC, response.status);
  return stored;
}
