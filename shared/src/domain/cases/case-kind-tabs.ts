import type { CaseKind } from './case-types';

/** Details tabs (case-kit `CASE_TABS` ids; `?tab=` carries them). */
export type CaseKindTab =
  'CaseDetails' | 'Workflow' | 'Documents' | 'Forms' | 'ActivityLog' | 'Notes' | 'Communication';

const ALL_TABS: readonly CaseKindTab[] = [
  'CaseDetails',
  'Workflow',
  'Documents',
  'Forms',
  'ActivityLog',
  'Notes',
  'Communication',
];
const LIGHT_TABS: readonly CaseKindTab[] = ['CaseDetails', 'Documents', 'ActivityLog', 'Notes'];

/**
 * Each registered kind's details tabs, in order: the `detailTabs` of the case-kind registry
 * (case-kinds.ts reads them from here), kept apart so a case's details page reads its tabs without
 * evaluating the registry (its workflows, the LCA and PWD data schemas and rules; issue 21 point 4).
 */
export const CASE_KIND_DETAIL_TABS = {
  petition: ALL_TABS,
  perm: ALL_TABS,
  gc: ALL_TABS,
  rfe: ALL_TABS,
  lca: LIGHT_TABS,
  pwd: LIGHT_TABS,
} as const satisfies Partial<Record<CaseKind, readonly CaseKindTab[]>>;

/** The details tabs of a kind; undefined for a kind not registered yet. */
export const detailTabsOfKind = (kind: string): readonly CaseKindTab[] | undefined =>
  (CASE_KIND_DETAIL_TABS as Partial<Record<string, readonly CaseKindTab[]>>)[kind];
