import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { PWD_IMPORT_AUTH, ZWageImport } from './pwd-schemas';

export const wageImportsCall = defineCall({
  path: '/pwd/wage-imports',
  summary: 'The wage tables imported (active, replaced, under way), newest first.',
  payload: callPayload({ page: z.number().int().min(1).max(10_000).default(1), perpage: z.number().int().min(1).max(50).default(10) }),
  result: z.object({ data: z.array(ZWageImport), count: z.number().int() }),
  auth: PWD_IMPORT_AUTH,
  scope: 'tenant',
  example: { page: 1 },
});
