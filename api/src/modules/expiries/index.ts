import { defineModule } from '../../platform/modules';
import { expiryRoutes } from './expiries.routes';
import { expiriesPlugin, EXPIRY_MAIL_TEMPLATES } from './expiries.plugin';

export { expiryRoutes } from './expiries.routes';
export { expiriesPlugin, EXPIRY_REMINDER_QUEUE, EXPIRY_REMINDER_CRON } from './expiries.plugin';
export { runExpiryReminders, icsFeed, readSettings } from './expiries.service';
export { buildIcs } from './ics';
export { expiryDateValues } from './expiries.query';
export { expirySettings, expiryRemindersSent, icsTokens } from './expiries.table';

/** The expiries module: what it brings to the app (docs/modules.md). */
export const expiriesModule = defineModule(() => ({
  name: 'expiries',
  calls: expiryRoutes,
  mailTemplates: EXPIRY_MAIL_TEMPLATES,
  // GET /ics/<token>.ics and the daily expiry reminder job.
  plugins: [expiriesPlugin],
}));
