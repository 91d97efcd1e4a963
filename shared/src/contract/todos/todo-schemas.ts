import { z } from 'zod';

/*
 * Tasks (to-dos, issue 18 point 2; api module `tasks`, calls /todos/*). A task may be linked to
 * one record: a case, a beneficiary or a petitioner; it is then visible only to who may see that
 * record (besides its creator and assignee). Workflow steps waiting on a person's role appear in
 * /todos/list (scope `mine`) as items of kind `workflow`, derived from the cases, never stored.
 */

export const TASK_STATUSES = ['open', 'in_progress', 'done'] as const;
export const ZTaskStatus = z.enum(TASK_STATUSES);
export type TTaskStatus = z.infer<typeof ZTaskStatus>;
export const TASK_STATUS_LABELS: Record<TTaskStatus, string> = { open: 'Open', in_progress: 'In Progress', done: 'Done' };

export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const ZTaskPriority = z.enum(TASK_PRIORITIES);
export type TTaskPriority = z.infer<typeof ZTaskPriority>;
export const TASK_PRIORITY_LABELS: Record<TTaskPriority, string> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };

/** The kinds of record a task, note or reminder may be attached to. */
export const LINKED_RECORD_TYPES = ['case', 'beneficiary', 'petitioner'] as const;
export const ZLinkedRecordType = z.enum(LINKED_RECORD_TYPES);
export type TLinkedRecordType = z.infer<typeof ZLinkedRecordType>;
export const LINKED_RECORD_LABELS: Record<TLinkedRecordType, string> = { case: 'Case', beneficiary: 'Beneficiary', petitioner: 'Petitioner' };

/** The record a row is linked to, as lists show it. */
export const ZLinkedRecord = z.object({
  type: ZLinkedRecordType,
  id: z.string(),
  /** Case number or person/company name ('' when the record is gone). */
  label: z.string(),
});
export type TLinkedRecord = z.infer<typeof ZLinkedRecord>;

/** Messages (kept once, used by the contract and the screens). */
export const TASK_MESSAGES = {
  title: 'Please fill Title.',
  link: 'Choose the case, beneficiary or petitioner the task is about.',
  comment: 'Please fill Comment.',
} as const;

export const ZTaskTitle = z.string().trim().min(1, TASK_MESSAGES.title).max(200);
export const ZTaskDescription = z.string().trim().max(5000);

/** The link fields of a task payload: a record type and id, both or neither (null clears the link). */
export const taskLinkShape = {
  recordType: ZLinkedRecordType.nullable().optional(),
  recordId: z.uuid().nullable().optional(),
};
/** Both or neither of recordType and recordId (left out = unchanged on update). */
export const linkComplete = (p: { recordType?: string | null; recordId?: string | null }) =>
  (p.recordType === undefined) === (p.recordId === undefined) && (p.recordType === null) === (p.recordId === null);

/** A task as lists show it. `kind: 'workflow'` rows are derived from a case's next workflow step. */
export const ZTaskItem = z.object({
  /** Task id; for workflow rows `<petitionId>:<activity code>`. */
  id: z.string(),
  kind: z.enum(['task', 'workflow']),
  title: z.string(),
  description: z.string(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  dueDate: z.string().nullable(),
  priority: ZTaskPriority,
  status: ZTaskStatus,
  link: ZLinkedRecord.nullable(),
  /** Whole days past the due date of an unfinished task (for 'Overdue by N day(s)'), else null. */
  overdueDays: z.number().int().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTaskItem = z.infer<typeof ZTaskItem>;

export const ZTaskComment = z.object({
  id: z.string(),
  text: z.string(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TTaskComment = z.infer<typeof ZTaskComment>;

/** One entry of a record's history: who changed what (audit diff). */
export const ZHistoryEntry = z.object({
  id: z.string(),
  action: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  byId: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

export const ZTaskDetails = ZTaskItem.extend({
  history: z.array(ZHistoryEntry),
  /** The caller may edit the task (creator, assignee, admins). */
  canEdit: z.boolean(),
});
export type TTaskDetails = z.infer<typeof ZTaskDetails>;

export const ZTaskIdPayloadShape = { id: z.uuid() };
