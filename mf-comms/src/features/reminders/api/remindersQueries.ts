import {
  listRemindersCall,
  reminderDetailsCall,
  saveReminderCall,
  updateReminderStatusCall,
  type TReminderRecordType,
} from 'shared/contract';
import { useCallMutation, useCallQuery } from 'shared/query';

export const useReminder = (id: string | null) => useCallQuery(reminderDetailsCall, { id: id ?? '' }, { enabled: !!id, retry: false });

/** The reminders on one record (the details pages' Reminders box). */
export const useRecordReminders = (recordType: TReminderRecordType, recordId: string) =>
  useCallQuery(listRemindersCall, { matcher: { recordType, recordId, statuses: ['active', 'snoozed'] }, perpage: 50 });

/** My reminders still to come (/mytasks). */
export const useMyReminders = () => useCallQuery(listRemindersCall, { matcher: { statuses: ['active', 'snoozed'] }, perpage: 10, order: 1 });

export const useSaveReminder = () => useCallMutation(saveReminderCall, { invalidates: [listRemindersCall], successToast: 'Reminder set.' });
export const useReminderStatus = () => useCallMutation(updateReminderStatusCall, { invalidates: [listRemindersCall, reminderDetailsCall] });
