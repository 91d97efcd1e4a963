import { z } from 'zod';
import { ESIGN_LINK_PURPOSE } from './esign-schemas';

/*
 * The sign page's calls: no login, the link token (payload `token`, `key` or `accessToken`, or
 * the bearer header) bound to purpose 'esign' and one sign request. An expired, revoked or used
 * link answers LINK_TOKEN_INVALID.
 */
export const link = { kind: 'link', purpose: ESIGN_LINK_PURPOSE } as const;
export const token = {
  token: z.string().max(200).optional(),
  key: z.string().max(200).optional(),
  accessToken: z.string().max(200).optional(),
};
