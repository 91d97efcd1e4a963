import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { detailTabsOfKind } from 'shared/domain/cases/case-kind-tabs';

/** The details tabs; the id is what `?tab=` carries (e.g. ?tab=Communication). */
export const CASE_TABS = [
  { id: 'CaseDetails', label: 'Case Details' },
  { id: 'Workflow', label: 'Workflow' },
  { id: 'Documents', label: 'Documents' },
  { id: 'Forms', label: 'Forms' },
  { id: 'ActivityLog', label: 'Activity Log' },
  { id: 'Notes', label: 'Notes' },
  { id: 'Communication', label: 'Communication' },
] as const;
export type CaseTabId = (typeof CASE_TABS)[number]['id'];
export type CaseTab = (typeof CASE_TABS)[number];

/**
 * The details tabs of a case kind, in order: the kind's `detailTabs` in the case-kind registry
 * (`shared/domain/cases/case-kinds.ts`, issue 15 point 2, read from `case-kind-tabs.ts` so the
 * registry is not evaluated on a details page's first view); every tab for a kind not registered
 * yet. The one place the frame reads its tabs from (docs/case-kit.md).
 */
export const caseTabsFor = (kind: string): readonly CaseTab[] => {
  const ids = detailTabsOfKind(kind);
  if (!ids) return CASE_TABS;
  return ids.flatMap((id) => CASE_TABS.filter((t) => t.id === id));
};
export const DEFAULT_CASE_TAB: CaseTabId = 'CaseDetails';

const squash = (s: string) => s.replace(/[\s_-]+/g, '').toLowerCase();

/** Matches a `tab` query to a tab, by id or label, ignoring case and spaces ('Case Details', 'communication'). */
export const tabFromQuery = (raw: string | null): CaseTabId =>
  (raw ? CASE_TABS.find((t) => squash(t.id) === squash(raw) || squash(t.label) === squash(raw))?.id : undefined) ?? DEFAULT_CASE_TAB;

/**
 * The selected tab lives in the URL only (`?tab=`): a link can open one, and any other page —
 * another case included — starts on 'Case Details', so the tab resets when leaving (SPEC §2.1).
 */
export function useCaseTab(): [CaseTabId, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const selected = tabFromQuery(params.get('tab'));
  const select = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === DEFAULT_CASE_TAB) next.delete('tab');
          else next.set('tab', id);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [selected, select];
}
