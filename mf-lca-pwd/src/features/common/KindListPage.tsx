import { useMemo, type ReactNode } from 'react';
import type { ApiClient } from 'shared/client';
import { formatDateTime } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import { ListPage, PageFrame, StatusBadge, type BadgeTone, type FetchListPage, type ListColumn, type ListFilterDef, type ListPageProps } from 'shared/ui';

/** The fields every kind list row has (kernel kindListPage, docs/case-kinds.md). */
export interface KindListRow {
  id: string;
  caseNumber: string;
  statusId: number;
  statusName: string;
  socCode: string | null;
  wageLevel: string | null;
  beneficiaryName: string | null;
  updatedAt: string;
}

/** The columns LCA and PWD lists share; each list places them among its own. */
export function kindColumns<T extends KindListRow>(statusTone: (statusId: number) => BadgeTone) {
  return {
    caseNumber: (header: string): ListColumn<T> => ({ id: 'caseNumber', header, sortKey: 'caseNumber', mobile: 'title', alwaysVisible: true, cell: (r) => r.caseNumber }),
    status: { id: 'status', header: 'Status', sortKey: 'statusId', cell: (r) => <StatusBadge tone={statusTone(r.statusId)}>{r.statusName}</StatusBadge> } satisfies ListColumn<T>,
    soc: { id: 'soc', header: 'SOC', mobile: 'field', cell: (r) => (r.socCode ? `${r.socCode}${r.wageLevel ? ` · Level ${r.wageLevel}` : ''}` : '—') } satisfies ListColumn<T>,
    beneficiary: { id: 'beneficiary', header: 'Beneficiary', optional: true, wrap: true, cell: (r) => r.beneficiaryName ?? '—' } satisfies ListColumn<T>,
    updatedAt: { id: 'updatedAt', header: 'Last change', sortKey: 'updatedAt', cell: (r) => formatDateTime(r.updatedAt) } satisfies ListColumn<T>,
  };
}

type KindListPageProps<T extends KindListRow> = Pick<PageProps, 'routeId'> &
  Pick<ListPageProps<T>, 'queryKey' | 'label' | 'columns' | 'searchPlaceholder' | 'columnsKey' | 'emptyTitle' | 'emptyDescription'> & {
    /** The page title when the route has none. */
    title: string;
    description: string;
    /** The list's call, bound to the api client. */
    fetchPage: (api: ApiClient) => FetchListPage<T>;
    /** The route a row opens (its details page, `itemId` = the row's id). */
    detailsRoute: string;
    filters: readonly ListFilterDef[];
    /** The page's create button, also offered by the empty list. */
    action: ReactNode;
    children?: ReactNode;
  };

/** A kind's own list page (/lcalist, /pwd-list): frame, server-side list newest change first. */
export function KindListPage<T extends KindListRow>(props: KindListPageProps<T>) {
  const api = useApi();
  const route = routeById(props.routeId);
  const { fetchPage: bind } = props;
  const fetchPage = useMemo(() => bind(api), [bind, api]);
  return (
    <PageFrame title={route?.title ?? props.title} description={props.description} remote="mf-lca-pwd" actions={props.action}>
      <ListPage
        queryKey={props.queryKey}
        label={props.label}
        columns={props.columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        rowHref={(r) => buildPath(props.detailsRoute, { itemId: r.id })}
        filters={props.filters}
        defaultSort={{ key: 'updatedAt', order: -1 }}
        searchPlaceholder={props.searchPlaceholder}
        columnsKey={props.columnsKey}
        emptyTitle={props.emptyTitle}
        emptyDescription={props.emptyDescription}
        emptyActions={props.action}
      />
      {props.children}
    </PageFrame>
  );
}
