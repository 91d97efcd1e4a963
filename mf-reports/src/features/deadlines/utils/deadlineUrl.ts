import type { TDeadlineListPayload } from 'shared/contract';

/** The /deadlines filters in the URL: from, to (YYYY-MM-DD), type, assignee, closed=1, after (cursor). */
export interface DeadlineUrlState {
  from: string | null;
  to: string | null;
  typeId: number | null;
  assigneeId: string | null;
  includeClosed: boolean;
  after: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isoOrNull = (v: string | null): string | null => (v && ISO_DATE.test(v) ? v : null);

export const readDeadlineUrl = (params: URLSearchParams): DeadlineUrlState => {
  const type = Number(params.get('type'));
  const assignee = params.get('assignee');
  return {
    from: isoOrNull(params.get('from')),
    to: isoOrNull(params.get('to')),
    typeId: Number.isInteger(type) && type > 0 ? type : null,
    assigneeId: assignee && UUID.test(assignee) ? assignee : null,
    includeClosed: params.get('closed') === '1',
    after: params.get('after') || null,
  };
};

export const writeDeadlineUrl = (params: URLSearchParams, state: DeadlineUrlState): URLSearchParams => {
  const next = new URLSearchParams(params);
  const set = (k: string, v: string | null) => (v === null ? next.delete(k) : next.set(k, v));
  set('from', state.from);
  set('to', state.to);
  set('type', state.typeId === null ? null : String(state.typeId));
  set('assignee', state.assigneeId);
  set('closed', state.includeClosed ? '1' : null);
  set('after', state.after);
  return next;
};

export const DEADLINE_PAGE_SIZE = 50;

export const deadlinePayload = (state: DeadlineUrlState): TDeadlineListPayload => ({
  ...(state.from ? { from: state.from } : {}),
  ...(state.to ? { to: state.to } : {}),
  ...(state.typeId !== null ? { typeIds: [state.typeId] } : {}),
  ...(state.assigneeId ? { assigneeId: state.assigneeId } : {}),
  includeClosed: state.includeClosed,
  cursor: state.after,
  perpage: DEADLINE_PAGE_SIZE,
});
