/**
 * `case-kit/details`: the case details frame (header facts, status area, tabs, workflow and its
 * dialogs) and its data hooks. Tabs: one list for every kind today (hooks/useCaseTab.ts).
 * One federation module: it exports what a details page's first view runs; the tabs' panels, the
 * dialogs, their reads (api/casePanelQueries.ts) and the case keys (api/caseKeys.ts) load on
 * demand (issue 21 point 4). The RFE page's read and edit dialog are `case-kit/details/rfe`, so the
 * other details pages do not evaluate the RFE contract.
 */
export { useCaseAction, useCaseDetails } from './api/caseQueries';
export { CaseDetailsView, saveFile, type CaseDetailsViewProps } from './components/CaseDetailsView';
export { CaseHeaderFacts } from './components/CaseHeaderFacts';
export { StatusArea, type StatusAreaView } from './components/StatusArea';
export {
  CASE_TABS,
  caseTabsFor,
  DEFAULT_CASE_TAB,
  tabFromQuery,
  useCaseTab,
  type CaseTab,
  type CaseTabId,
} from './hooks/useCaseTab';
export { useViewer } from './hooks/useViewer';
export { ASSIGNMENT_SLOTS, caseActions, workflowSteps, type Viewer } from './utils/caseRules';
