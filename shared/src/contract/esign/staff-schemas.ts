import { z } from 'zod';
import { ESIGN_LINK_DAYS } from './esign-schemas';

export const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
export const REQUEST_ID = '0b9f6c1e-2d3a-4b5c-8d7e-6f5a4b3c2d1e';

export const expiresInDays = z
  .number()
  .int()
  .min(ESIGN_LINK_DAYS.min)
  .max(ESIGN_LINK_DAYS.max)
  .default(ESIGN_LINK_DAYS.default);
