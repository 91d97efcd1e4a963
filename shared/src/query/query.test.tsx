/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { ApiError } from '../client';
import { callPayload, defineCall, ERROR_MESSAGES } from '../contract';
import { createSessionStore, createToastStore, ShellServicesProvider } from '../session';
import { createMockApi, type MockApi } from '../testing/mockApi';
import {
  callKey,
  invalidateCalls,
  moduleKey,
  setCallData,
  toApiError,
  useCallMutation,
  useCallQuery,
  useMasterdata,
} from './index';

// Two remotes' calls with the same payload shape: hand-written keys like ['list', page] would collide.
const alphaList = defineCall({
  path: '/alpha/list',
  summary: 'Alpha list',
  payload: callPayload({ page: z.number().int() }),
  result: z.object({ names: z.array(z.string()) }),
  auth: { kind: 'session' },
  example: { page: 1 },
});
const betaList = defineCall({
  path: '/beta/list',
  summary: 'Beta list',
  payload: callPayload({ page: z.number().int() }),
  result: z.object({ total: z.number() }),
  auth: { kind: 'session' },
  example: { page: 1 },
});
const alphaRename = defineCall({
  path: '/alpha/rename',
  summary: 'Alpha rename',
  payload: callPayload({ name: z.string() }),
  result: z.object({ ok: z.boolean() }),
  auth: { kind: 'session' },
  example: { name: 'x' },
});

const memory = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

function setup(handlers: Record<string, (p: Record<string, unknown>) => unknown>) {
  const api: MockApi = createMockApi(handlers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const toasts = createToastStore();
  const session = createSessionStore(memory);
  // One QueryClient for the whole page, as the shell provides it to every remote.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ShellServicesProvider session={session} api={api} toasts={toasts}>
        {children}
      </ShellServicesProvider>
    </QueryClientProvider>
  );
  return { api, client, toasts, wrapper };
}

describe('callKey', () => {
  it('derives the key from the declaration and the payload', () => {
    expect(callKey(alphaList)).toEqual(['call', 'alpha', 'list']);
    expect(callKey(alphaList, { page: 2 })).toEqual(['call', 'alpha', 'list', { page: 2 }]);
    expect(moduleKey('alpha')).toEqual(['call', 'alpha']);
    expect(callKey(alphaList, { page: 1 })).not.toEqual(callKey(betaList, { page: 1 }));
  });
});

describe('useCallQuery', () => {
  it('keeps two remotes sharing one QueryClient apart, and shares one request for the same call', async () => {
    const { api, client, wrapper } = setup({
      '/alpha/list': () => ({ names: ['Ada'] }),
      '/beta/list': () => ({ total: 7 }),
    });
    const { result } = renderHook(
      () => ({
        remoteA: useCallQuery(alphaList, { page: 1 }),
        remoteB: useCallQuery(betaList, { page: 1 }),
        remoteC: useCallQuery(alphaList, { page: 1 }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.remoteA.isSuccess && result.current.remoteB.isSuccess).toBe(true));
    expect(result.current.remoteA.data).toEqual({ names: ['Ada'] });
    expect(result.current.remoteB.data).toEqual({ total: 7 });
    expect(result.current.remoteC.data).toBe(result.current.remoteA.data);
    expect(api.payloads('/alpha/list')).toHaveLength(1);
    expect(client.getQueryData(callKey(betaList, { page: 1 }))).toEqual({ total: 7 });
  });

  it('passes options through (enabled, select)', async () => {
    const { api, wrapper } = setup({ '/alpha/list': () => ({ names: ['Ada', 'Bo'] }) });
    const { result, rerender } = renderHook(
      ({ on }: { on: boolean }) => useCallQuery(alphaList, { page: 1 }, { enabled: on, select: (d) => d.names.length }),
      { wrapper, initialProps: { on: false } },
    );
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.payloads('/alpha/list')).toHaveLength(0);
    rerender({ on: true });
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('keeps answers of different scopes (e.g. users) apart under the declaration key', async () => {
    let n = 0;
    const { api, client, wrapper } = setup({ '/alpha/list': () => ({ names: [`u${++n}`] }) });
    const { result, rerender } = renderHook(({ who }: { who: string }) => useCallQuery(alphaList, { page: 1 }, { scope: who }), {
      wrapper,
      initialProps: { who: 'ada' },
    });
    await waitFor(() => expect(result.current.data).toEqual({ names: ['u1'] }));
    rerender({ who: 'bo' });
    await waitFor(() => expect(result.current.data).toEqual({ names: ['u2'] }));
    expect(client.getQueryData([...callKey(alphaList, { page: 1 }), 'ada'])).toEqual({ names: ['u1'] });
    await act(() => invalidateCalls(client, alphaList));
    expect(api.payloads('/alpha/list')).toHaveLength(3);
  });

  it("reports the client's ApiError with its code", async () => {
    const { wrapper } = setup({
      '/alpha/list': () => {
        throw new ApiError('NOT_FOUND', 'No such list', 404);
      },
    });
    const { result } = renderHook(() => useCallQuery(alphaList, { page: 1 }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error?.code).toBe('NOT_FOUND');
    expect(result.current.error?.message).toBe('No such list');
  });
});

describe('toApiError', () => {
  it('keeps ApiErrors and maps the rest', () => {
    const e = new ApiError('FORBIDDEN', 'No', 403);
    expect(toApiError(e)).toBe(e);
    expect(toApiError('oops').message).toBe('oops');
    expect(toApiError(undefined).message).toBe(ERROR_MESSAGES.GENERIC);
    const aborted = new Error('stop');
    aborted.name = 'AbortError';
    expect(toApiError(aborted).code).toBe('ABORTED');
  });
});

describe('invalidation', () => {
  it('invalidateCalls by declaration refetches every payload of that call and nothing else', async () => {
    let n = 0;
    const { api, wrapper } = setup({
      '/alpha/list': () => ({ names: [`v${++n}`] }),
      '/beta/list': () => ({ total: 1 }),
    });
    const { result } = renderHook(
      () => ({
        p1: useCallQuery(alphaList, { page: 1 }),
        p2: useCallQuery(alphaList, { page: 2 }),
        beta: useCallQuery(betaList, { page: 1 }),
        client: useQueryClient(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.p1.isSuccess && result.current.p2.isSuccess && result.current.beta.isSuccess).toBe(true));
    await act(() => invalidateCalls(result.current.client, alphaList));
    expect(api.payloads('/alpha/list')).toHaveLength(4);
    expect(api.payloads('/beta/list')).toHaveLength(1);
    await act(() => invalidateCalls(result.current.client, moduleKey('beta')));
    expect(api.payloads('/beta/list')).toHaveLength(2);
  });

  it('setCallData puts an answer under the derived key', () => {
    const { client } = setup({});
    setCallData(client, alphaList, { page: 3 }, { names: ['x'] });
    expect(client.getQueryData(['call', 'alpha', 'list', { page: 3 }])).toEqual({ names: ['x'] });
  });
});

describe('useCallMutation', () => {
  it('calls the declaration, invalidates what it names, toasts success', async () => {
    let n = 0;
    const { api, toasts, wrapper } = setup({
      '/alpha/list': () => ({ names: [`v${++n}`] }),
      '/alpha/rename': () => ({ ok: true }),
    });
    const { result } = renderHook(
      () => ({
        list: useCallQuery(alphaList, { page: 1 }),
        rename: useCallMutation(alphaRename, { invalidates: [alphaList], successToast: 'Renamed' }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual({ names: ['v1'] }));
    await act(() => result.current.rename.mutateAsync({ name: 'Zed' }));
    expect(api.lastPayload('/alpha/rename')).toEqual({ name: 'Zed' });
    await waitFor(() => expect(result.current.list.data).toEqual({ names: ['v2'] }));
    expect(api.payloads('/alpha/list')).toHaveLength(2);
    expect(toasts.getState().toasts.map((t) => t.message)).toContain('Renamed');
  });

  it('maps a failure that is not an ApiError (a bug, a test double) to one', async () => {
    const { wrapper } = setup({
      '/alpha/rename': () => {
        throw new Error('boom');
      },
    });
    const { result } = renderHook(() => useCallMutation(alphaRename), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ name: 'Zed' })).rejects.toMatchObject({ code: 'CLIENT', message: 'boom' });
    });
  });

  it('rejects with an ApiError and toasts it when asked', async () => {
    const { toasts, wrapper } = setup({
      '/alpha/rename': () => {
        throw new ApiError('UNPROCESSABLE', 'Name taken', 422);
      },
    });
    const { result } = renderHook(() => useCallMutation(alphaRename, { errorToast: true }), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ name: 'Zed' })).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(toasts.getState().toasts.map((t) => t.message)).toContain('Name taken');
  });
});

describe('useMasterdata', () => {
  it('reads a category once for every user of it, with SPEC §9 page sizes', async () => {
    const { api, wrapper } = setup({
      '/masterdata/list': (p) => ({
        data: [{ id: 1, name: String(p.category), active: true, extra: {} }],
        count: 1,
        page: 1,
        perpage: p.perpage,
      }),
    });
    const { result } = renderHook(
      () => ({ a: useMasterdata('countries'), b: useMasterdata('countries'), s: useMasterdata('company_status') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.a.items).toHaveLength(1));
    await waitFor(() => expect(result.current.s.items).toHaveLength(1));
    expect(result.current.b.items).toBe(result.current.a.items);
    const payloads = api.payloads('/masterdata/list');
    expect(payloads).toHaveLength(2);
    expect(payloads.find((p) => p.category === 'countries')?.perpage).toBe(1000);
    expect(payloads.find((p) => p.category === 'company_status')?.perpage).toBe(10000);
  });
});
