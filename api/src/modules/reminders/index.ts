/* Reminders (issue 18.4): /reminders/* and their delivery job (docs/tasks-notes-reminders.md). */
import { defineModule } from '../../platform/modules';
import { remindersPlugin } from './reminders.plugin';
import { REMINDERS_MAIL_TEMPLATES } from './reminders.mail';
import { reminderRoutes } from './reminders.routes';
import { REMINDERS_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { reminderRoutes } from './reminders.routes';
export { reminders } from './reminders.table';
export type { ReminderRow } from './reminders.table';
export { deliverReminder, REMINDER_QUEUE } from './reminders.service';
export type { ReminderJob, ReminderServices } from './reminders.service';
export { nextOccurrence, zonedToUtc } from './reminders.schedule';

/** The reminders module: what it brings to the app (docs/modules.md). */
export const remindersModule = defineModule(() => ({
  name: 'reminders',
  calls: reminderRoutes,
  mailTemplates: REMINDERS_MAIL_TEMPLATES,
  // The worker of the reminders.due queue.
  plugins: [remindersPlugin],
  isolationFixtures: REMINDERS_VICTIM_FIXTURES,
}));
