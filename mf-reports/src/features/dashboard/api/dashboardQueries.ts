import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import {
  getDashboardCall,
  getStatsCall,
  resetLayoutCall,
  saveLayoutCall,
  type TDashboard,
  type TLayoutItem,
  type TWidgetFilters,
} from 'shared/contract';
import type { DashboardWidgetKey } from 'shared/domain';
import { callKey, useCallMutation, useCallQuery } from 'shared/query';
import { toInput } from '../utils/layout';
import { useUserScope } from './userScope';

const dashboardKey = (scope: string | null) => [...callKey(getDashboardCall, {}), scope];

/** The signed-in user's dashboard: offered widgets and his arrangement (or his role's default). */
export function useDashboard(enabled = true) {
  const scope = useUserScope();
  return useCallQuery(getDashboardCall, {}, { scope, enabled });
}

/** One widget's data for its filters and page; the previous page stays shown while the next loads. */
export function useWidgetStats(widget: DashboardWidgetKey, filters: TWidgetFilters, page: number) {
  const scope = useUserScope();
  return useCallQuery(getStatsCall, { widget, filters, page }, { scope, placeholderData: keepPreviousData });
}

/**
 * Saves the whole arrangement. The page shows the new layout at once (the cache is updated before
 * the call); if a save fails, the toast says why and the stored layout is read again. Saves run one
 * after another (mutation scope), so the last arrangement the user made is the one stored.
 */
export function useSaveLayout() {
  const scope = useUserScope();
  const client = useQueryClient();
  const key = dashboardKey(scope);
  const mutation = useCallMutation(saveLayoutCall, {
    scope: { id: 'dashboard.save-layout' },
    errorToast: true,
    onSuccess: (saved) => {
      // Only the answer to the last save in flight may replace what the user sees.
      if (client.isMutating({ mutationKey: callKey(saveLayoutCall) }) <= 1) client.setQueryData(key, saved);
    },
  });
  const save = (items: readonly TLayoutItem[]) => {
    const previous = client.getQueryData<TDashboard>(key);
    if (previous) client.setQueryData<TDashboard>(key, { ...previous, layout: [...items], custom: true });
    mutation.mutate({ items: items.map(toInput) }, { onError: () => void client.invalidateQueries({ queryKey: key }) });
  };
  return { save, isPending: mutation.isPending, error: mutation.error };
}

/** Back to the role's default dashboard. */
export function useResetLayout() {
  const scope = useUserScope();
  const client = useQueryClient();
  return useCallMutation(resetLayoutCall, {
    errorToast: true,
    successToast: 'The dashboard is back to the default for your role.',
    onSuccess: (fresh) => void client.setQueryData(dashboardKey(scope), fresh),
  });
}
