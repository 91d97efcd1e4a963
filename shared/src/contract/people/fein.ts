import { z } from 'zod';

/*
 * The FEIN rule on its own (issue 21 point 4): the tenant schemas of the sign-in path need it, and
 * importing it from people-schemas pulled the phone, zip and passport rules with libphonenumber's
 * metadata into the first visit of /login. people-schemas re-exports it.
 */

/** FEIN: NN-NNNNNNN. */
export const FEIN_PATTERN = /^\d{2}-\d{7}$/;
export const FEIN_MESSAGE = 'FEIN must be in the format NN-NNNNNNN';
export const ZFein = z.string().trim().regex(FEIN_PATTERN, FEIN_MESSAGE);
