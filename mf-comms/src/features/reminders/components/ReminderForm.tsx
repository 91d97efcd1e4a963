import { SetReminderDialog, type SetReminderDialogProps } from 'shared/ui';

/*
 * The task and note pages' "Set a reminder" dialog: the one in shared/ui (RecordReminders.tsx),
 * which the case header and the people pages use too.
 */
export type ReminderFormProps = SetReminderDialogProps;
export const ReminderForm = SetReminderDialog;
