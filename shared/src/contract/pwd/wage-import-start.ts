import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { PWD_IMPORT_AUTH, ZWageImport, ZWageYear } from './pwd-schemas';

export const wageImportStartCall = defineCall({
  path: '/pwd/wage-import-start',
  summary: 'Begin importing a year’s OFLC wage files (ALC_Export.csv, Geography.csv); nothing is used until the import is finished.',
  payload: callPayload({ year: ZWageYear, label: z.string().trim().max(200).optional() }),
  result: ZWageImport,
  auth: PWD_IMPORT_AUTH,
  scope: 'tenant',
  creates: true,
  example: { year: '2025-2026', label: 'OFLC All Industries, July 2025' },
});
