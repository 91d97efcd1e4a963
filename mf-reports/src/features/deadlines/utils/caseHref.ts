import type { TCaseListItem } from 'shared/contract';
import { buildPath } from 'shared/routes';

/** The details page of a case (external and RFE cases have their own). */
export const caseHref = (row: Pick<TCaseListItem, 'id' | 'kind' | 'isExternal'>): string => {
  if (row.isExternal) return buildPath('cases.externalCaseDetails', { itemId: row.id });
  if (row.kind === 'rfe') return buildPath('cases.rfePetitionDetails', { itemId: row.id });
  return buildPath('cases.petitionDetails', { itemId: row.id });
};
