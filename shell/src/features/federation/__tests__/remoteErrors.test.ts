import { describeRemoteError, RemoteLoadError, withTimeout } from '../remoteErrors';

describe('describeRemoteError', () => {
  test('a webpack ChunkLoadError is reported as ChunkLoadError', () => {
    const err = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(describeRemoteError(err).code).toBe('ChunkLoadError');
  });

  test('a failed style chunk is reported as CSS_CHUNK_LOAD_FAILED', () => {
    const err = Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(describeRemoteError(err).code).toBe('CSS_CHUNK_LOAD_FAILED');
  });

  test('a contract mismatch keeps its own message', () => {
    const err = new RemoteLoadError('CONTRACT_MISMATCH', 'mf-cases speaks contract 2.0.0', 'mf-cases');
    expect(describeRemoteError(err)).toEqual({ code: 'CONTRACT_MISMATCH', message: 'mf-cases speaks contract 2.0.0' });
  });

  test('anything else is a generic load failure', () => {
    expect(describeRemoteError(new SyntaxError('Unexpected token')).code).toBe('REMOTE_LOAD_FAILED');
    expect(describeRemoteError(null).code).toBe('REMOTE_LOAD_FAILED');
  });
});

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('rejects with ChunkLoadError when the load outlasts the limit', async () => {
    const never = new Promise<never>(() => undefined);
    const result = withTimeout(never, 120_000, 'mf-cases');
    jest.advanceTimersByTime(120_000);
    await expect(result).rejects.toMatchObject({ name: 'ChunkLoadError', code: 'ChunkLoadError' });
  });

  test('passes the value through when the load finishes in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 120_000, 'mf-cases')).resolves.toBe(7);
  });
});
