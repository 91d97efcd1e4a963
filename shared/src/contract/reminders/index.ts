export * from './reminder-schemas';
export * from './save-reminder';
export * from './list-reminders';
export * from './update-reminder';
export * from './update-reminder-status';
export * from './reminder-details';
import { listRemindersCall } from './list-reminders';
import { reminderDetailsCall } from './reminder-details';
import { saveReminderCall } from './save-reminder';
import { updateReminderCall } from './update-reminder';
import { updateReminderStatusCall } from './update-reminder-status';

/** The reminder calls (api module `reminders`). */
export const REMINDERS_CALLS = [saveReminderCall, listRemindersCall, updateReminderCall, updateReminderStatusCall, reminderDetailsCall] as const;
