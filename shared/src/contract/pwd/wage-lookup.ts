import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { PWD_CALL_AUTH, ZOflcAreaCode, ZPwdEducation, ZPwdSocCode, ZPwdWageLevel } from './pwd-schemas';

export const ZWageLookupPayload = callPayload({
  socCode: ZPwdSocCode,
  areaCode: ZOflcAreaCode,
  /** The job's requirements for the 2009 worksheet (omit to see only the wages). */
  worksheet: z
    .object({
      jobZone: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
      experienceMonths: z.number().int().min(0).max(600),
      education: ZPwdEducation,
      specialSkills: z.boolean(),
      supervises: z.boolean(),
      occupationSupervises: z.boolean().optional(),
    })
    .optional(),
});
export type TWageLookupPayload = z.input<typeof ZWageLookupPayload>;
export const ZWageLevelRow = z.object({ level: ZPwdWageLevel, hourly: z.number().nullable(), annual: z.number().nullable() });
export const ZWageLookupResult = z.object({
  socCode: z.string(),
  socTitle: z.string().nullable(),
  areaCode: z.string(),
  areaName: z.string().nullable(),
  /** The wage table used (null: no table has this SOC code and area). */
  table: z.object({ importId: z.string(), year: z.string(), label: z.string().nullable(), sample: z.boolean() }).nullable(),
  levels: z.array(ZWageLevelRow),
  average: z.number().nullable(),
  worksheet: z
    .object({
      level: ZPwdWageLevel,
      points: z.number().int(),
      steps: z.array(z.object({ step: z.number().int(), label: z.string(), points: z.number().int(), why: z.string() })),
    })
    .nullable(),
});
export type TWageLookupResult = z.infer<typeof ZWageLookupResult>;

export const wageLookupCall = defineCall({
  path: '/pwd/wage-lookup',
  summary: 'The OEWS wage at each level for an SOC code and area (the active wage table), and the level the worksheet suggests.',
  payload: ZWageLookupPayload,
  result: ZWageLookupResult,
  auth: PWD_CALL_AUTH,
  scope: 'tenant',
  example: { socCode: '15-1252', areaCode: '12420' },
});
