import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { listCompaniesCall, type TCompanyListItem } from 'shared/contract';
import { formatDate } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import {
  type ListColumn,
  type ListFilterDef,
  ListPage,
  PageFrame,
  StatusBadge,
  StyledActionBar,
  StyledButton,
  StyledLinkButton,
} from 'shared/ui';
import { useBranchOptions } from '../features/common/hooks/useBranchOptions';
import { usePeopleWords } from '../features/people/hooks/usePeopleWords';
import { usePermissions } from '../features/people/hooks/usePermissions';
import {
  exportCompaniesCsv,
  fetchCompanyPage,
  petitionerKeys,
  PETITIONER_FILTER_KEYS,
} from '../features/petitioners/api/petitionersQueries';
import { useMasterdataOptions } from 'shared/query';
import { companyStatusTone } from '../features/petitioners/utils/companyStatusTone';

// Dialogs load on first use, keeping the list page light.
const CsvImportDialog = lazy(() =>
  import('../features/imports/components/CsvImportDialog').then((m) => ({ default: m.CsvImportDialog })),
);
const InvitePetitionerDialog = lazy(() =>
  import('../features/petitioners/components/InvitePetitionerDialog').then((m) => ({
    default: m.InvitePetitionerDialog,
  })),
);

export default function PetitionersPage({ routeId }: PageProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const perms = usePermissions();
  const words = usePeopleWords();
  const statusOptions = useMasterdataOptions('company_status');
  const branchOptions = useBranchOptions();
  const [dialog, setDialog] = useState<'invite' | 'import' | null>(null);
  const route = routeById(routeId);

  const columns = useMemo<ListColumn<TCompanyListItem>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortKey: 'name',
        mobile: 'title',
        wrap: true,
        cell: (r) => <strong>{r.name}</strong>,
      },
      { id: 'fein', header: 'FEIN', sortKey: 'feiNumber', cell: (r) => r.feiNumber ?? '' },
      {
        id: 'status',
        header: 'Status',
        sortKey: 'statusId',
        mobile: 'subtitle',
        cell: (r) => <StatusBadge tone={companyStatusTone(r.statusId)}>{r.statusName}</StatusBadge>,
      },
      { id: 'branch', header: 'Branch', wrap: true, cell: (r) => r.branchName ?? '' },
      { id: 'contact', header: 'Primary contact', wrap: true, cell: (r) => r.primaryContactName ?? '' },
      { id: 'location', header: 'Location', wrap: true, cell: (r) => [r.city, r.state].filter(Boolean).join(', ') },
      { id: 'beneficiaries', header: words.plural, align: 'right', cell: (r) => r.beneficiaryCount },
      {
        id: 'updated',
        header: 'Updated',
        sortKey: 'updatedAt',
        mobile: 'hidden',
        cell: (r) => formatDate(r.updatedAt),
      },
    ],
    [words.plural],
  );

  const filters = useMemo<ListFilterDef[]>(
    () => [
      { key: PETITIONER_FILTER_KEYS.status, label: 'Status', options: statusOptions },
      ...(branchOptions.length > 1
        ? [{ key: PETITIONER_FILTER_KEYS.branch, label: 'Branch', options: branchOptions }]
        : []),
    ],
    [statusOptions, branchOptions],
  );

  const fetchPage = useMemo(() => fetchCompanyPage(api), [api]);
  const exportCsv = useMemo(() => exportCompaniesCsv(api), [api]);

  const actions = (
    <StyledActionBar>
      {perms.can('PETITIONER_INVITE') ? (
        <StyledButton type="button" onClick={() => setDialog('invite')}>
          Invite petitioner
        </StyledButton>
      ) : null}
      {perms.canImport ? (
        <StyledButton type="button" onClick={() => setDialog('import')}>
          Import CSV
        </StyledButton>
      ) : null}
      {perms.canCreateCompany ? (
        <StyledLinkButton to={buildPath('people.petitionerEdit', { itemId: 'new' })}>New petitioner</StyledLinkButton>
      ) : null}
    </StyledActionBar>
  );

  return (
    <PageFrame
      title={route?.title ?? 'Petitioners'}
      description={route?.description}
      remote="mf-people"
      actions={actions}
    >
      <ListPage
        queryKey={listCompaniesCall}
        label="Petitioners"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        rowHref={(r) => buildPath('people.petitionerDetails', { itemId: r.id })}
        filters={filters}
        defaultSort={{ key: 'name', order: 1 }}
        searchPlaceholder="Name, FEIN or e-mail…"
        exportCsv={exportCsv}
        emptyTitle="No petitioners yet"
        emptyDescription="Add the client companies you file for, invite them to complete their profile, or import them from a CSV file."
        emptyActions={
          perms.canCreateCompany ? (
            <StyledLinkButton to={buildPath('people.petitionerEdit', { itemId: 'new' })}>
              New petitioner
            </StyledLinkButton>
          ) : null
        }
      />
      <Suspense fallback={null}>
        {dialog === 'invite' ? <InvitePetitionerDialog onClose={() => setDialog(null)} /> : null}
        {dialog === 'import' ? (
          <CsvImportDialog
            kind="company"
            noun="petitioners"
            onClose={() => setDialog(null)}
            onImported={() => void queryClient.invalidateQueries({ queryKey: petitionerKeys.all })}
          />
        ) : null}
      </Suspense>
    </PageFrame>
  );
}
