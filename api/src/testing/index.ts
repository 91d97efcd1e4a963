import './jest-setup';
export { openTestDatabase, testDbKinds } from './test-db';
export type { TestDbKind } from './test-db';
export { createTestTenant, createTestSession, alterTestSession } from './fixtures';
export type { TestLogin } from './fixtures';
export { createTestApp, testConfig, call, callMultipart } from './test-app';
export { VICTIM_FIXTURES } from './isolation-fixtures';
export type { VictimFixture, VictimRecord } from './isolation-fixtures';
