export * from './outbox-item';
export * from './list-outbox';
export * from './latest-outbox';
import { latestOutboxCall } from './latest-outbox';
import { listOutboxCall } from './list-outbox';

export const MAIL_CALLS = [listOutboxCall, latestOutboxCall] as const;
