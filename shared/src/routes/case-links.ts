// The import from './index' (not the catalogue file) survives the catalogue's split by owner.
import { buildPath } from './index';

/**
 * What a link to a case needs: a case list row, a linked case or a deadline row all carry these.
 * `kind` is the case kind ('petition', 'rfe', …); `isExternal` is absent on linked cases.
 */
export interface CaseLinkRow {
  id: string;
  kind: string;
  isExternal?: boolean | null;
}

/**
 * The details page of a case (issue 15 point 6): external cases, RFE cases, LCAs, PWDs and the rest
 * each have their own. The one place every remote builds a case link (was `caseHref.ts` in mf-cases, a copy
 * in mf-reports, and a third variant in the case overview).
 */
export const caseDetailsPath = (row: CaseLinkRow): string => {
  if (row.isExternal) return buildPath('cases.externalCaseDetails', { itemId: row.id });
  if (row.kind === 'rfe') return buildPath('cases.rfePetitionDetails', { itemId: row.id });
  if (row.kind === 'lca') return buildPath('lca.details', { itemId: row.id });
  if (row.kind === 'pwd') return buildPath('pwd.caseDetails', { itemId: row.id });
  return buildPath('cases.petitionDetails', { itemId: row.id });
};
