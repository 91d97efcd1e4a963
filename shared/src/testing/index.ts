/**
 * Test helpers every remote's component tests use (never imported by application code): a full
 * session user and tenant, an ApiClient answering by call path, and a render that provides what
 * the shell provides (query cache, session, api, toasts, theme, router).
 */
export * from './sessionUser';
export * from './mockApi';
export * from './renderWithServices';
