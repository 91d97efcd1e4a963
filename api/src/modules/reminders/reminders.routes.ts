import { listRemindersCall, reminderDetailsCall, saveReminderCall, updateReminderCall, updateReminderStatusCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './reminders.service';

export const reminderRoutes: CallRegistration[] = [
  handle(saveReminderCall, (ctx) => service.saveReminder(ctx)),
  handle(listRemindersCall, (ctx) => service.listReminders(ctx)),
  handle(updateReminderCall, (ctx) => service.updateReminder(ctx)),
  handle(updateReminderStatusCall, (ctx) => service.updateReminderStatus(ctx)),
  handle(reminderDetailsCall, (ctx) => service.reminderDetails(ctx)),
];
