import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { PWD_CALL_AUTH } from './pwd-schemas';

export const ZWageAreasPayload = callPayload({
  /** Area code or part of its name. */
  search: z.string().trim().max(100).optional(),
  limit: z.number().int().min(1).max(50).default(20),
});
export const wageAreasCall = defineCall({
  path: '/pwd/wage-areas',
  summary: 'Areas of the active wage tables (code and name), searched on the server, for the area pickers.',
  payload: ZWageAreasPayload,
  result: z.object({ data: z.array(z.object({ areaCode: z.string(), areaName: z.string(), stateAb: z.string().nullable() })) }),
  auth: PWD_CALL_AUTH,
  scope: 'tenant',
  example: { search: 'Austin' },
});
