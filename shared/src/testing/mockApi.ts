import type { ApiClient } from '../client';

type Handler = (payload: Record<string, unknown>) => unknown;

export interface MockApi extends ApiClient {
  /** Payloads sent to `path`, oldest first (declared calls and generic posts alike). */
  payloads(path: string): Record<string, unknown>[];
  /** The last payload sent to `path`. */
  lastPayload(path: string): Record<string, unknown> | undefined;
  /** Replaces or adds a handler. */
  on(path: string, handler: Handler): void;
}

/**
 * An ApiClient for component tests: answers by call path, whether the page uses a declaration
 * (`api.call(decl, …)`) or a generic post. A handler that throws rejects the call; an unknown
 * path rejects too, so a page that calls something unexpected fails its test.
 */
export function createMockApi(handlers: Record<string, Handler> = {}): MockApi {
  const table = new Map(Object.entries(handlers));
  const seen: { path: string; payload: Record<string, unknown> }[] = [];
  const answer = async (path: string, payload: unknown) => {
    const body = (payload ?? {}) as Record<string, unknown>;
    seen.push({ path, payload: body });
    const handler = table.get(path);
    if (!handler) throw new Error(`mockApi: no handler for ${path}`);
    return handler(body);
  };
  return {
    call: jest.fn((decl: { path: string }, payload: unknown) =>
      answer(decl.path, payload),
    ) as unknown as ApiClient['call'],
    post: jest.fn((path: string, payload?: unknown) => answer(path, payload)) as unknown as ApiClient['post'],
    payloads: (path) => seen.filter((s) => s.path === path).map((s) => s.payload),
    lastPayload: (path) => seen.filter((s) => s.path === path).at(-1)?.payload,
    on: (path, handler) => void table.set(path, handler),
  };
}
