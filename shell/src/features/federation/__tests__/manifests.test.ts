import { fetchManifest, forgetManifest, sharedManifestPlugin } from '../manifests';

const MANIFEST = { name: 'mf_cases', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [], shared: [] };
let n = 0;
const url = () => `http://demo.localhost/remotes/mf-cases-${++n}/mf-manifest.json`;

function serve(answers: { ok: boolean; status: number; body?: unknown }[]) {
  const fn = jest.fn(() => {
    const a = answers.shift() ?? { ok: true, status: 200, body: MANIFEST };
    return Promise.resolve({ ok: a.ok, status: a.status, json: () => Promise.resolve(a.body) });
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

type FetchHook = (url: string) => Promise<{ status: number; json: () => Promise<unknown> }> | undefined;
const runtimeFetch = sharedManifestPlugin().fetch as unknown as FetchHook;

test('the preload, the contract check and the federation runtime share one GET of a manifest', async () => {
  const fetchMock = serve([{ ok: true, status: 200, body: MANIFEST }]);
  const at = url();
  await expect(fetchManifest(at)).resolves.toEqual(MANIFEST);
  await expect(fetchManifest(at)).resolves.toEqual(MANIFEST);
  const res = await runtimeFetch(at);
  expect(res?.status).toBe(200);
  await expect(res?.json()).resolves.toEqual(MANIFEST);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a failed answer is not kept: the runtime gets the failure, the next caller asks again', async () => {
  const fetchMock = serve([
    { ok: false, status: 503 },
    { ok: false, status: 503 },
    { ok: true, status: 200, body: MANIFEST },
  ]);
  const at = url();
  await expect(fetchManifest(at)).rejects.toThrow('answered 503');
  await expect(runtimeFetch(at)).rejects.toThrow('answered 503');
  await expect(fetchManifest(at)).resolves.toEqual(MANIFEST);
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test('a retry forgets the manifest and reads the redeployed one', async () => {
  const fetchMock = serve([
    { ok: true, status: 200, body: { ...MANIFEST, name: 'old' } },
    { ok: true, status: 200, body: { ...MANIFEST, name: 'new' } },
  ]);
  const at = url();
  await expect(fetchManifest(at)).resolves.toMatchObject({ name: 'old' });
  forgetManifest(at);
  await expect(fetchManifest(at)).resolves.toMatchObject({ name: 'new' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('leaves other requests (scripts) to the runtime', () => {
  expect(runtimeFetch('http://demo.localhost/remotes/mf-cases/remoteEntry.js')).toBeUndefined();
});
