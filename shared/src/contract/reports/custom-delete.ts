import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { INTERNAL_ROLES } from '../../domain/roles';

export const ZCustomDeletePayload = callPayload({ id: z.uuid() });
export type TCustomDeletePayload = z.input<typeof ZCustomDeletePayload>;

export const customDeleteCall = defineCall({
  path: '/reports/custom-delete',
  summary: 'Deletes a custom report and its schedule (its owner, or an admin for a shared one).',
  payload: ZCustomDeletePayload,
  result: z.object({ id: z.string() }),
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { id: 'customReport' },
  example: { id: '00000000-0000-4000-8000-000000000000' },
});
