import type { ApiClient } from 'shared/client';
import { getSignedUrlCall } from 'shared/contract/s3';
import type { TFileDownload } from 'shared/contract';

/*
 * Stored-file helpers shared by the documents and forms features: the signed address of a
 * stored file (SPEC §7 /s3/get-signed-url, answer in result.data), opening it in a new tab
 * (SPEC §2.3), and saving a base64 download (zips) as a file.
 */

export interface StoredFileRef {
  /** Storage key. */
  path: string;
  name: string;
}

/** The short-lived address of a stored file of the case. */
/** The /s3/get-signed-url payload for a stored file (the case's id lets a client read the case's files). */
export const signedUrlPayload = (file: StoredFileRef, petitionId?: string) => ({
  keyName: file.path,
  fileName: file.name,
  ...(petitionId ? { petitionId } : {}),
});

export async function signedUrlOf(api: ApiClient, file: StoredFileRef, petitionId?: string): Promise<string> {
  const { data } = await api.call(getSignedUrlCall, signedUrlPayload(file, petitionId));
  return data;
}

/**
 * Opens a stored file in a new tab. The tab is opened in the click's own turn (popup blockers
 * refuse one opened after an await) and pointed at the address once it arrives.
 */
export async function openInNewTab(resolve: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await resolve();
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (e) {
    tab?.close();
    throw e;
  }
}

/** Opens a stored file through its signed address in a new tab (SPEC §2.3). */
export const openStoredFile = (api: ApiClient, file: StoredFileRef, petitionId?: string): Promise<void> =>
  openInNewTab(() => signedUrlOf(api, file, petitionId));

/** Saves a base64 file answer (a zip of documents or forms) through a temporary object URL. */
export function saveFileDownload(f: Pick<TFileDownload, 'contentBase64' | 'mimeType' | 'fileName'>): void {
  const bytes = Uint8Array.from(atob(f.contentBase64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: f.mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = f.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
