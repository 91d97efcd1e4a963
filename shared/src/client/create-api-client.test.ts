import axios from 'axios';
import { z } from 'zod';
import { defineCall } from '../contract/define-call';
import { createApiClient } from './create-api-client';

const echo = defineCall({
  path: '/test/echo',
  summary: 'echo',
  payload: z.object({ name: z.string() }),
  result: z.object({ name: z.string() }),
  auth: { kind: 'public' },
  example: { name: 'x' },
});

function fakeAxios(reply: (body: Record<string, unknown>, headers: Record<string, string>) => { status: number; data: unknown }) {
  const instance = axios.create();
  instance.defaults.adapter = async (config) => {
    const body = JSON.parse(String(config.data)) as Record<string, unknown>;
    const { status, data } = reply(body, config.headers as unknown as Record<string, string>);
    const response = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new axios.AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return instance;
}

test('adds timezone, today and the bearer token, and returns data.result', async () => {
  let seen: Record<string, unknown> = {};
  let auth = '';
  const client = createApiClient({
    getToken: () => 'tok-1',
    axiosInstance: fakeAxios((body, headers) => {
      seen = body;
      auth = headers.authorization ?? '';
      return { status: 200, data: { result: { name: String(body.name) } } };
    }),
  });
  await expect(client.call(echo, { name: 'Ada' })).resolves.toEqual({ name: 'Ada' });
  expect(seen.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(typeof seen.timezone).toBe('string');
  expect(auth).toBe('Bearer tok-1');
});

test('reads the error from result.error.message (SPEC §8)', async () => {
  const client = createApiClient({
    getToken: () => null,
    axiosInstance: fakeAxios(() => ({ status: 409, data: { result: { error: { code: 'CONFLICT', message: 'Already there' } }, message: 'Already there' } })),
  });
  await expect(client.call(echo, { name: 'x' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'Already there', status: 409 });
});

test('falls back to the top-level message, then to result.error as text', async () => {
  const a = createApiClient({ getToken: () => null, axiosInstance: fakeAxios(() => ({ status: 400, data: { message: 'Top level' } })) });
  await expect(a.post('/x')).rejects.toMatchObject({ message: 'Top level' });
  const b = createApiClient({ getToken: () => null, axiosInstance: fakeAxios(() => ({ status: 400, data: { result: { error: 'Plain text' } } })) });
  await expect(b.post('/x')).rejects.toMatchObject({ message: 'Plain text' });
});

test.each(['TOKEN_EXPIRED', 'LOGIN_USER_INACTIVE', 'ROLE_CHANGED'])('%s ends the session once', async (code) => {
  const ended = jest.fn();
  const client = createApiClient({
    getToken: () => 't',
    onSessionEnded: ended,
    axiosInstance: fakeAxios(() => ({ status: 401, data: { result: { error: { code, message: 'bye' } } } })),
  });
  await expect(client.post('/a')).rejects.toMatchObject({ code });
  await expect(client.post('/b')).rejects.toMatchObject({ code });
  expect(ended).toHaveBeenCalledTimes(1);
  expect(ended).toHaveBeenCalledWith(code);
});

test('other errors are passed on to the caller without ending the session', async () => {
  const ended = jest.fn();
  const client = createApiClient({
    getToken: () => 't',
    onSessionEnded: ended,
    axiosInstance: fakeAxios(() => ({ status: 403, data: { result: { error: { code: 'FORBIDDEN', message: 'no' } } } })),
  });
  await expect(client.post('/a')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  expect(ended).not.toHaveBeenCalled();
});
