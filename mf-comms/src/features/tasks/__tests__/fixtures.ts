import type { TTaskDetails, TTaskItem } from 'shared/contract';

export const TASK_ID = '11111111-1111-4111-8111-111111111111';
export const CASE_ID = '22222222-2222-4222-8222-222222222222';

export const makeTask = (over: Partial<TTaskItem> = {}): TTaskItem => ({
  id: TASK_ID,
  kind: 'task',
  title: 'Collect pay stubs',
  description: 'Ask HR for the last three months of pay stubs and the offer letter',
  assigneeId: 'u-1',
  assigneeName: 'Alex Admin',
  dueDate: '2026-11-19',
  priority: 'high',
  status: 'open',
  link: { type: 'case', id: CASE_ID, label: 'H1B-2026-00042' },
  overdueDays: 3,
  createdBy: 'u-1',
  createdByName: 'Alex Admin',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

export const makeTaskDetails = (over: Partial<TTaskDetails> = {}): TTaskDetails => ({
  ...makeTask(),
  history: [
    { id: 'h-2', action: 'status', changes: [{ field: 'status', before: 'open', after: 'in_progress' }], byId: 'u-1', byName: 'Alex Admin', at: '2026-11-02T10:00:00.000Z' },
    { id: 'h-1', action: 'created', changes: [], byId: 'u-1', byName: 'Alex Admin', at: '2026-11-01T10:00:00.000Z' },
  ],
  canEdit: true,
  ...over,
});
