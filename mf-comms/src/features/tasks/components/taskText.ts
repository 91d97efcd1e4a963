import { TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, type TTaskItem } from 'shared/contract';
import { formatDate, overdueLabel, TRUNCATE_LENGTHS, truncate } from 'shared/domain';
import type { BadgeTone } from 'shared/ui';

/** SPEC §9: task descriptions in lists are cut at 40 characters with '....'. */
export const shortDescription = (t: Pick<TTaskItem, 'description'>): string => truncate(t.description, TRUNCATE_LENGTHS.TASK_DESCRIPTION);

/** The due date, or 'Overdue by N day(s)' (SPEC §9) when an unfinished task is late. */
export const dueText = (t: Pick<TTaskItem, 'dueDate' | 'overdueDays'>): string => {
  if (!t.dueDate) return '';
  return t.overdueDays ? `${formatDate(t.dueDate)} · ${overdueLabel(t.overdueDays)}` : formatDate(t.dueDate);
};

export const statusLabel = (s: TTaskItem['status']) => TASK_STATUS_LABELS[s];
export const priorityLabel = (p: TTaskItem['priority']) => TASK_PRIORITY_LABELS[p];

export const priorityTone = (p: TTaskItem['priority']): BadgeTone => (p === 'urgent' ? 'danger' : p === 'high' ? 'warning' : p === 'medium' ? 'info' : 'neutral');
export const statusTone = (s: TTaskItem['status']): BadgeTone => (s === 'done' ? 'success' : s === 'in_progress' ? 'info' : 'neutral');
