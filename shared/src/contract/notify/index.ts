export * from './notification';
export * from './list-notifications';
export * from './remove-notifications';
import { listNotificationsCall } from './list-notifications';
import { removeNotificationsCall } from './remove-notifications';

export const NOTIFY_CALLS = [listNotificationsCall, removeNotificationsCall] as const;
