/*
 * The case kernel: the public API of modules/petitions (issue 15.1, docs/case-kinds.md). Every
 * other module (case kinds such as rfe, and the case-attached modules esign, questionnaires,
 * case-documents, letters, forms, notes, reports…) imports cases only from here, never from a
 * petitions.* file.
 */
import { defineModule } from '../../platform/modules';
import { caseFiles } from './petitions.file-owners';
import { PETITIONS_MAIL_TEMPLATES } from './petitions.notify';
import { petitionRoutes } from './petitions.routes';
import { searchCases } from './petitions.search';
import { seedDemoCases } from './petitions.seed';
import { CASES_VICTIM_FIXTURES } from './testing/victim-fixtures';

// Calls, file owners, search provider and demo seed of the module.
export { petitionRoutes } from './petitions.routes';
export { caseFiles } from './petitions.file-owners';
export { searchCases } from './petitions.search';
export type { CaseSearchHit } from './petitions.search';
export { seedDemoCases } from './petitions.seed';
export type { DemoCasesResult } from './petitions.seed';

// Tables other modules join or filter on (kind-specific data lives in the kind's own side table).
export { petitions, petitionActivity, petitionBulkBatches } from './petitions.table';
export type { PetitionRow, NewPetitionRow, PetitionActivityRow } from './petitions.table';

// Visibility: who may see which case.
export { caseAccess, caseVisibility, assignedTo, isStaff, casesAccessForAll } from './petitions.access';
export type { CaseAccess, CaseAccessKind } from './petitions.access';

// Load a case by id (visible to the caller; optional row lock and kind check), read, write.
export { findVisibleCase, caseById, updateCase, usersByIds, beneficiaryNameSql, listCases, searchSql, firmTypeNameSql, firmSubTypeNameSql, CURRENT_TENANT } from './petitions.repository';
export type { CaseListRow } from './petitions.repository';
// The case list's conditions (list kind, SPEC §3 matcher), for counts over the same cases (dashboard).
export { filterSql, listKindSql } from './petitions.repository';
// Hook point: a case-kind module's SQL for a matcher field (getPendingWithLCA, pwdPositionTypeStatus).
export { caseFilterHooks } from './petitions.filter-hooks';
export type { CaseFilterHook } from './petitions.filter-hooks';

// Log to the case, complete an activity and notify, the case as the details page shows it.
export { logCase, completeAndNotify, caseView, activityList, caseActivityPage, unprocessable } from './petitions.service';
export type { Ctx } from './petitions.service';

// Notify the case's people.
export { notifyCaseUsers, usersForRoles, activeUsersById } from './petitions.notify';

// Case summary: number, type names, workflow state, list row.
export { shownCaseNumber, typeName, subTypeName, statusName, activityLabel, workflowOf, workflowStateOf, slotRolesOf, toListItem } from './petitions.mapper';

// A case created from another one (RFE, follow-on).
export { createRfeCase } from './petitions.outcomes';
// A case of a kind with its own module (LCA, PWD…): number, workflow, creation log.
export { createKindCase } from './petitions.kind-cases';
export type { KindCaseDraft } from './petitions.kind-cases';
// A kind's list over petitions + its side table, and the pieces of a kind case's view (kind-list.ts).
export { kindListPage, kindListSearch, kindListSort, kindStatusLog, kindCaseFromParent, kindCaseHead, kindUpdatedAt, caseNames, companyNameOf, beneficiaryNameOf } from './kind-list';
export type { KindListHead, KindListQuery, KindSideTable } from './kind-list';

/** The petitions module (the case kernel): what it brings to the app (docs/modules.md). */
export const petitionsModule = defineModule(() => ({
  name: 'petitions',
  calls: petitionRoutes,
  fileOwners: [caseFiles],
  searchProviders: [searchCases],
  mailTemplates: PETITIONS_MAIL_TEMPLATES,
  // Cases (issue 7): the demo tenant's ~40 cases, after the people they belong to.
  demoSeed: async ({ tx }) => {
    await seedDemoCases(tx);
  },
  isolationFixtures: CASES_VICTIM_FIXTURES,
}));
