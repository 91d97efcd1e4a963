import { getTenantBySubdomainCall, loginCall } from 'shared/auth-contract';
import { ApiError } from 'shared/client';
import { ERROR_MESSAGES } from 'shared/contract/errors';
import { fetchHostTenant, sendCredentials } from '../lightSignInApi';
import { demoTenant } from '../../../session/testing/shellTestKit';

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeFetch(status: number, body: unknown, sent: Sent[] = []): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as unknown as typeof fetch;
}

test('sign-in posts the login call’s payload, with timezone and today, to its path', async () => {
  const sent: Sent[] = [];
  const answer = { kind: 'session', token: 't-1', expiresAt: '2030-01-01T00:00:00Z', user: { id: 'u' } };
  await expect(sendCredentials({ email: 'ann@acme.test', password: 'Secret@123' }, fakeFetch(200, { result: answer }, sent))).resolves.toEqual(
    answer,
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]?.url).toBe(`/api${loginCall.path}`);
  expect(sent[0]?.init.method).toBe('POST');
  const body = JSON.parse(String(sent[0]?.init.body)) as Record<string, unknown>;
  expect(body).toMatchObject({ email: 'ann@acme.test', password: 'Secret@123' });
  expect(body.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(typeof body.timezone).toBe('string');
  expect(loginCall.payload.safeParse(body).success).toBe(true);
});

test('the tenant look-up posts to the tenant call’s path and answers its result', async () => {
  const sent: Sent[] = [];
  await expect(fetchHostTenant(fakeFetch(200, { result: demoTenant }, sent))).resolves.toEqual(demoTenant);
  expect(sent[0]?.url).toBe(`/api${getTenantBySubdomainCall.path}`);
});

test('a failure is the client’s ApiError, read from the error envelope (SPEC §8)', async () => {
  const envelope = {
    result: { error: { code: 'INVALID_CREDENTIALS', message: ERROR_MESSAGES.INVALID_CREDENTIALS, issues: [] } },
    message: ERROR_MESSAGES.INVALID_CREDENTIALS,
  };
  const failure = sendCredentials({ email: 'a@b.co', password: 'x' }, fakeFetch(401, envelope));
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(failure).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401, message: ERROR_MESSAGES.INVALID_CREDENTIALS });
});

test('no answer (network down) or a body that is not JSON gives the generic message', async () => {
  const down = (async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  await expect(sendCredentials({ email: 'a@b.co', password: 'x' }, down)).rejects.toMatchObject({
    code: 'NETWORK',
    message: ERROR_MESSAGES.GENERIC,
  });
  const html = (async () => ({ ok: false, status: 502, json: async () => Promise.reject(new SyntaxError('x')) })) as unknown as typeof fetch;
  await expect(fetchHostTenant(html)).rejects.toMatchObject({ status: 502, message: ERROR_MESSAGES.GENERIC });
});
