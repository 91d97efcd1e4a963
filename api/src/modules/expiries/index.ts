export { expiryRoutes } from './expiries.routes';
export { expiriesPlugin, EXPIRY_REMINDER_QUEUE, EXPIRY_REMINDER_CRON } from './expiries.plugin';
export { runExpiryReminders, icsFeed, readSettings } from './expiries.service';
export { buildIcs } from './ics';
export { expirySettings, expiryRemindersSent, icsTokens } from './expiries.table';
