export { createMockApi, type MockApi } from 'shared/testing';
