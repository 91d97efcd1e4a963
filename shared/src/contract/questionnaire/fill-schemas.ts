import { z } from 'zod';

/*
 * The fill page's calls: no login, the link token (payload `token`, `key` or `accessToken`, or the
 * bearer header) bound to purpose 'questionnaire' and one questionnaire.
 */
export const QUESTIONNAIRE_LINK_PURPOSE = 'questionnaire';

export const link = { kind: 'link', purpose: QUESTIONNAIRE_LINK_PURPOSE } as const;
export const token = {
  token: z.string().max(200).optional(),
  key: z.string().max(200).optional(),
  accessToken: z.string().max(200).optional(),
};
