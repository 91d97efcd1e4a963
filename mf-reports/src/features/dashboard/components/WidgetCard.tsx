import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { TLayoutItem, TWidgetFilters } from 'shared/contract';
import { DASHBOARD_WIDGETS, WIDGET_SIZES, type WidgetSize, type WidgetView } from 'shared/domain';
import {
  EmptyState,
  ErrorPanel,
  errorCode,
  errorMessage,
  Loading,
  mobile,
  StyledButton,
  StyledSelect,
} from 'shared/ui';
import { useWidgetStats } from '../api/dashboardQueries';
import { SIZE_LABEL } from '../utils/layout';
import type { DragHandleProps } from './SortableGrid';
import { WidgetCounts, WidgetRows } from './WidgetBody';
import { activeFilterCount, WidgetFilters, type WidgetFilterChoices } from './WidgetFilters';

const StyledWidget = styled.section`
  height: 100%;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  ${mobile} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 16px;
    font-weight: 600;
    flex: 1 1 auto;
  }
`;

const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  button,
  select {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    font-size: 13px;
  }
`;

const StyledHandle = styled.button`
  cursor: grab;
  touch-action: none;
  border: 1px dashed ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  color: ${({ theme }) => theme.color.text};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

const StyledSwitch = styled.div`
  display: inline-flex;
  button {
    border-radius: 0;
  }
  button:first-child {
    border-radius: ${({ theme }) => `${theme.radius} 0 0 ${theme.radius}`};
  }
  button:last-child {
    border-radius: ${({ theme }) => `0 ${theme.radius} ${theme.radius} 0`};
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brandContrast};
  }
`;

/** Long lists scroll inside the widget, so rows of the grid keep comparable heights. */
const StyledBody = styled.div`
  max-height: 420px;
  overflow: auto;
  overscroll-behavior: contain;
`;

const StyledFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  margin-top: auto;
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface WidgetCardProps {
  item: TLayoutItem;
  arranging: boolean;
  handle: DragHandleProps | null;
  choices: WidgetFilterChoices;
  onView: (view: WidgetView) => void;
  onFilters: (filters: TWidgetFilters) => void;
  onResize: (size: WidgetSize) => void;
  onRemove: () => void;
}

/** One widget: its title, tools (view, filters; in arrange mode move, width, remove) and its data. */
export function WidgetCard({
  item,
  arranging,
  handle,
  choices,
  onView,
  onFilters,
  onResize,
  onRemove,
}: WidgetCardProps) {
  const def = DASHBOARD_WIDGETS[item.key];
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const stats = useWidgetStats(item.key, item.filters, page);
  const filterCount = activeFilterCount(item.filters);
  const data = stats.data?.data;

  let body: ReactNode;
  let footer: ReactNode = null;
  if (stats.isError && !data) {
    body = (
      <ErrorPanel
        title={`Couldn’t load ${def.title}`}
        message={errorMessage(stats.error)}
        code={errorCode(stats.error)}
        onRetry={() => void stats.refetch()}
      />
    );
  } else if (!data) {
    body = <Loading label={`Loading ${def.title}…`} />;
  } else {
    const empty = data.kind === 'list' ? data.rows.length === 0 : data.groups === 0;
    const count = data.kind === 'list' ? data.total : data.groups;
    // A list counts up to WIDGET_LIST_COUNT_CAP; past it the api says `capped` ('1,000+').
    const capped = data.kind === 'list' && data.capped;
    if (empty) {
      body = (
        <EmptyState
          level={3}
          title={filterCount ? 'Nothing matches these filters' : 'Nothing to show yet'}
          description={filterCount ? 'Change or clear the filters.' : def.description}
        />
      );
    } else {
      body =
        data.kind === 'list' ? (
          <WidgetRows title={def.title} data={data} />
        ) : (
          <WidgetCounts def={def} data={data} view={item.view} />
        );
    }
    if (count > data.pageSize || capped) {
      const firstRow = (data.page - 1) * data.pageSize + 1;
      const lastRow = Math.min(count, data.page * data.pageSize);
      footer = (
        <StyledFooter aria-label={`${def.title} pages`}>
          <span aria-live="polite">
            {firstRow}–{lastRow} of {count.toLocaleString('en-US')}
            {capped ? '+' : ''}
          </span>
          <StyledTools>
            <StyledButton type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              ‹ Prev
            </StyledButton>
            <StyledButton type="button" disabled={lastRow >= count && !capped} onClick={() => setPage((p) => p + 1)}>
              Next ›
            </StyledButton>
          </StyledTools>
        </StyledFooter>
      );
    } else if (data.kind === 'counts' && !empty) {
      footer = <StyledFooter>{data.total.toLocaleString('en-US')} in all</StyledFooter>;
    }
  }

  return (
    <StyledWidget aria-labelledby={titleId} aria-busy={stats.isFetching}>
      <StyledHeader>
        {handle ? (
          <StyledHandle
            type="button"
            ref={handle.ref}
            {...handle.attributes}
            {...handle.listeners}
            aria-label={`Move ${def.title}`}
          >
            ⠿
          </StyledHandle>
        ) : null}
        <h2 id={titleId}>{def.title}</h2>
        <StyledTools>
          {def.kind === 'counts' ? (
            <StyledSwitch role="group" aria-label={`${def.title} view`}>
              {(['LIST', 'CHART'] as const).map((v) => (
                <StyledButton key={v} type="button" aria-pressed={item.view === v} onClick={() => onView(v)}>
                  {v === 'LIST' ? 'List' : 'Chart'}
                </StyledButton>
              ))}
            </StyledSwitch>
          ) : null}
          <StyledButton
            type="button"
            aria-expanded={filtersOpen}
            aria-label={`${def.title} filters${filterCount ? ` (${filterCount})` : ''}`}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            Filters{filterCount ? ` (${filterCount})` : ''}
          </StyledButton>
          {arranging ? (
            <>
              <StyledSelect
                aria-label={`Width of ${def.title}`}
                value={item.size}
                onChange={(e) => onResize(e.target.value as WidgetSize)}
              >
                {WIDGET_SIZES.map((s) => (
                  <option key={s} value={s}>
                    {SIZE_LABEL[s]}
                  </option>
                ))}
              </StyledSelect>
              <StyledButton type="button" $variant="danger" aria-label={`Remove ${def.title}`} onClick={onRemove}>
                Remove
              </StyledButton>
            </>
          ) : null}
        </StyledTools>
      </StyledHeader>
      {filtersOpen ? (
        <WidgetFilters
          def={def}
          filters={item.filters}
          choices={choices}
          onCancel={() => setFiltersOpen(false)}
          onApply={(f) => {
            setFiltersOpen(false);
            setPage(1);
            onFilters(f);
          }}
        />
      ) : null}
      <StyledBody>{body}</StyledBody>
      {footer}
    </StyledWidget>
  );
}
