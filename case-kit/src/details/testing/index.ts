/** `case-kit/testing/details`: render a page in the shell's providers, mock api, session users, case fixtures. */
export * from './fixtures';
export { createMockApi, type MockApi } from './mockApi';
export * from './renderDetails';
export * from './sessionUser';
