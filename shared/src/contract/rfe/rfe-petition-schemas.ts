import { z } from 'zod';
import { ZCaseDetails } from '../petition/petition-schemas';

/*
 * RFE cases (/ref-cases, /rfe-petition-details/{itemId}): a case of type 8 (RFE) linked to the
 * case USCIS asked evidence for. Its deadline is the response due date.
 */

export const ZRfeDetails = ZCaseDetails.extend({
  /** When the response is due (= the case's deadline date). */
  responseDueDate: z.string().nullable(),
  noticeDate: z.string().nullable(),
  /** Whether petitioner and beneficiary may edit the response (manage-edit-option). */
  editOption: z.boolean(),
});
export type TRfeDetails = z.infer<typeof ZRfeDetails>;
