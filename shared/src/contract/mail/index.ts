export * from './outbox-item';
export * from './list-outbox';
import { listOutboxCall } from './list-outbox';

export const MAIL_CALLS = [listOutboxCall] as const;
