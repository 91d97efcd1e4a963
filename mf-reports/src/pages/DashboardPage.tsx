import { useState } from 'react';
import styled from 'styled-components';
import { DASHBOARD_WIDGETS, isPlatformRole, type DashboardWidgetKey } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { useSession } from 'shared/session';
import {
  ConfirmDialog,
  EmptyState,
  ErrorPanel,
  errorCode,
  errorMessage,
  Loading,
  PageFrame,
  StyledButton,
} from 'shared/ui';
import { useDashboard, useResetLayout, useSaveLayout } from '../features/dashboard/api/dashboardQueries';
import { AddWidgetDialog } from '../features/dashboard/components/AddWidgetDialog';
import { SortableGrid } from '../features/dashboard/components/SortableGrid';
import { WidgetCard } from '../features/dashboard/components/WidgetCard';
import type { WidgetFilterChoices } from '../features/dashboard/components/WidgetFilters';
import * as layout from '../features/dashboard/utils/layout';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

const NO_CHOICES: WidgetFilterChoices = {};

/**
 * /dashboard: the user's widgets (his arrangement, or the default of his role the api gives) in a
 * responsive grid. Arrange mode adds, removes (after a confirmation), moves (mouse, touch,
 * keyboard) and resizes widgets; every change is saved on the server at once.
 */
export default function DashboardPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  // Platform staff have no firm: their dashboard is the platform's pages (the calls are the firm's).
  const platform = isPlatformRole(useSession((s) => s.user?.roleId));
  const dashboard = useDashboard(!platform);
  const saveLayout = useSaveLayout();
  const reset = useResetLayout();
  const [arranging, setArranging] = useState(false);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<DashboardWidgetKey | null>(null);
  const [resetting, setResetting] = useState(false);

  const data = dashboard.data;
  const items = data?.layout ?? [];
  const choices: WidgetFilterChoices = data?.choices ?? NO_CHOICES;

  const actions = data ? (
    <StyledToolbar>
      {arranging ? (
        <>
          <StyledButton type="button" onClick={() => setAdding(true)}>
            Add widget
          </StyledButton>
          {data.custom ? (
            <StyledButton type="button" onClick={() => setResetting(true)}>
              Reset to default
            </StyledButton>
          ) : null}
          <StyledButton type="button" $variant="primary" onClick={() => setArranging(false)}>
            Done arranging
          </StyledButton>
        </>
      ) : (
        <StyledButton type="button" onClick={() => setArranging(true)}>
          Arrange dashboard
        </StyledButton>
      )}
    </StyledToolbar>
  ) : null;

  let body;
  if (platform) {
    body = (
      <EmptyState
        title="No firm dashboard for platform users"
        description="The dashboard shows a firm's cases and work; platform users manage the firms from the platform pages in the sidebar."
      />
    );
  } else if (dashboard.isError && !data) {
    body = (
      <ErrorPanel
        title="Couldn’t load your dashboard"
        message={errorMessage(dashboard.error)}
        code={errorCode(dashboard.error)}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else if (!data) {
    body = <Loading label="Loading your dashboard…" />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title="Your dashboard has no widgets"
        description={
          data.offered.length ? 'Add the widgets you want to see first.' : 'No widget is available for your role yet.'
        }
        actions={
          data.offered.length ? (
            <StyledButton
              type="button"
              $variant="primary"
              onClick={() => {
                setArranging(true);
                setAdding(true);
              }}
            >
              Add a widget
            </StyledButton>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        {arranging ? (
          <StyledHint id="dashboard-arrange-hint">
            Drag a widget by its ⠿ handle, or focus the handle and press Space, the arrow keys and Space again. Changes
            are saved as you make them.
          </StyledHint>
        ) : null}
        <SortableGrid
          label="Dashboard widgets"
          arranging={arranging}
          items={items.map((i) => ({
            ...i,
            id: i.key,
            span: layout.SIZE_SPAN[i.size],
            title: DASHBOARD_WIDGETS[i.key].title,
          }))}
          onReorder={(keys) => saveLayout.save(layout.reorder(items, keys))}
          renderItem={(item, handle) => (
            <WidgetCard
              item={item}
              arranging={arranging}
              handle={handle}
              choices={choices}
              onView={(view) => saveLayout.save(layout.setView(items, item.key, view))}
              onFilters={(filters) => saveLayout.save(layout.setFilters(items, item.key, filters))}
              onResize={(size) => saveLayout.save(layout.resize(items, item.key, size))}
              onRemove={() => setRemoving(item.key)}
            />
          )}
        />
      </>
    );
  }

  return (
    <PageFrame
      title={route?.title ?? 'Dashboard'}
      description={route?.description}
      remote="mf-reports"
      actions={actions}
    >
      {body}
      {adding && data ? (
        <AddWidgetDialog
          dashboard={data}
          onClose={() => setAdding(false)}
          onAdd={(key) => {
            setAdding(false);
            saveLayout.save(layout.add(items, key));
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title="Remove widget?"
          message={`${DASHBOARD_WIDGETS[removing].title} will no longer show on your dashboard. You can add it again later.`}
          confirmLabel="Remove"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            saveLayout.save(layout.remove(items, removing));
            setRemoving(null);
          }}
        />
      ) : null}
      {resetting ? (
        <ConfirmDialog
          title="Reset the dashboard?"
          message="Your arrangement, widths, views and filters are replaced by the default dashboard of your role."
          confirmLabel="Reset"
          busy={reset.isPending}
          onCancel={() => setResetting(false)}
          onConfirm={() => reset.mutate({}, { onSettled: () => setResetting(false) })}
        />
      ) : null}
    </PageFrame>
  );
}
