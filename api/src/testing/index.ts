export { openTestDatabase, testDbKinds } from './test-db';
export type { TestDbKind } from './test-db';
export { createTestTenant, createTestSession, alterTestSession } from './fixtures';
export type { TestLogin } from './fixtures';
export { createTestApp, testConfig, call } from './test-app';
