import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { PWD_IMPORT_AUTH, ZWageImport } from './pwd-schemas';

export const wageImportFinishCall = defineCall({
  path: '/pwd/wage-import-finish',
  summary: 'Finish an import: it becomes the year’s wage table (the year’s earlier table is replaced). Refused without wage rows.',
  payload: callPayload({ importId: z.uuid() }),
  result: ZWageImport,
  auth: PWD_IMPORT_AUTH,
  scope: 'tenant',
  ids: { importId: 'wageImport' },
  example: { importId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
