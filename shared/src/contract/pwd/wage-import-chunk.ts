import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { PWD_IMPORT_AUTH, ZWageImport } from './pwd-schemas';

/**
 * One part of a file (the screen sends a large file in parts of whole lines, each with the header
 * line). A bad part is refused with its line numbers and stores nothing.
 */
export const wageImportChunkCall = defineCall({
  path: '/pwd/wage-import-chunk',
  summary: 'Add one part (whole CSV lines with the header) of ALC_Export.csv or Geography.csv to an import under way.',
  payload: callPayload({
    importId: z.uuid(),
    file: z.enum(['alc', 'geography']),
    /** Lines of the file before this part (line numbers in messages are the whole file's). */
    lineOffset: z.number().int().min(0).max(10_000_000).default(0),
    csv: z.string().min(1).max(4_000_000),
  }),
  result: ZWageImport,
  auth: PWD_IMPORT_AUTH,
  scope: 'tenant',
  ids: { importId: 'wageImport' },
  example: { importId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', file: 'alc', csv: 'Area,SocCode,GeoLvl,Level1,Level2,Level3,Level4,Average,Label\n' },
});
