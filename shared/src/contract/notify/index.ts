export * from './notification';
export * from './list-notifications';
export * from './remove-notifications';
export * from './mark-read-notifications';
export * from './raise-test-notification';
import { listNotificationsCall } from './list-notifications';
import { markNotificationsReadCall } from './mark-read-notifications';
import { raiseTestNotificationCall } from './raise-test-notification';
import { removeNotificationsCall } from './remove-notifications';

export const NOTIFY_CALLS = [
  listNotificationsCall,
  removeNotificationsCall,
  markNotificationsReadCall,
  raiseTestNotificationCall,
] as const;
