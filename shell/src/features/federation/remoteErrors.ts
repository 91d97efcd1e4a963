/** SPEC §8: lazy chunk load after time-out → ChunkLoadError; style chunk failure → CSS_CHUNK_LOAD_FAILED. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export interface RemoteLoadFailure {
  code: 'ChunkLoadError' | 'CSS_CHUNK_LOAD_FAILED' | 'CONTRACT_MISMATCH' | 'REMOTE_NOT_CONFIGURED' | 'REMOTE_LOAD_FAILED';
  message: string;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly code: RemoteLoadFailure['code'],
    message: string,
    readonly remote: string,
  ) {
    super(message);
    this.name = code === 'ChunkLoadError' ? 'ChunkLoadError' : 'RemoteLoadError';
  }
}

/** Names what went wrong in words a user can act on, keeping the technical code beside it. */
export function describeRemoteError(error: unknown): RemoteLoadFailure {
  const e = error as { name?: string; code?: string; message?: string } | null;
  if (e && (e.code === 'CSS_CHUNK_LOAD_FAILED' || /CSS_CHUNK_LOAD_FAILED/.test(e.message ?? ''))) {
    return { code: 'CSS_CHUNK_LOAD_FAILED', message: 'The styles for this part of the application could not be loaded.' };
  }
  if (e instanceof RemoteLoadError && e.code !== 'ChunkLoadError') return { code: e.code, message: e.message };
  if (e && (e.name === 'ChunkLoadError' || /Loading chunk|ChunkLoadError|timed? ?out/i.test(e.message ?? ''))) {
    return { code: 'ChunkLoadError', message: 'This part of the application took too long to load or could not be reached.' };
  }
  return { code: 'REMOTE_LOAD_FAILED', message: 'This part of the application could not be loaded.' };
}

export function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteLoadError('ChunkLoadError', `Loading ${remote} timed out after ${ms / 1000} s`, remote)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
