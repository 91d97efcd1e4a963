import { useState } from 'react';
import styled from 'styled-components';
import {
  DRIVE_PROVIDER_NAMES,
  type TDriveCaseSync,
  type TDriveConnection,
  type TDriveProvider,
  type TDriveSyncStatus,
} from 'shared/contract';
import { formatDate, formatDateTime } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import {
  ConfirmDialog,
  DataTable,
  DetailGrid,
  EmptyState,
  PageFrame,
  Pagination,
  QueryState,
  SearchBox,
  StatusBadge,
  StyledActionBar,
  StyledButton,
  StyledCard,
  StyledSectionHeader,
  errorMessage,
  type BadgeTone,
  type ListSort,
} from 'shared/ui';
import {
  PROVIDER_BY_ROUTE,
  useChooseDriveFolder,
  useConnectDrive,
  useDisconnectDrive,
  useDriveFolders,
  useDriveStatus,
  useDriveSyncList,
  useSyncDrive,
} from '../api/drivesQueries';

const STATUS_TONE: Record<TDriveSyncStatus, BadgeTone> = { pending: 'neutral', running: 'info', synced: 'success', failed: 'danger' };
const STATUS_LABEL: Record<TDriveSyncStatus, string> = { pending: 'Waiting', running: 'Mirroring', synced: 'Mirrored', failed: 'Failed' };

const StyledCrumbs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;
const StyledFolderList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;
const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** Where the browser goes to sign in (a seam for tests). */
export const browser = { go: (url: string) => window.location.assign(url) };

/**
 * /dropbox-config, /ms, /google-drive: connect the drive by OAuth, choose the folder the case folders
 * go in, follow mirroring per case (status, last error, retry) and disconnect (docs/settings.md).
 */
export default function DriveSettingsPage({ routeId }: PageProps) {
  const provider = PROVIDER_BY_ROUTE[routeId] ?? 'dropbox';
  const name = DRIVE_PROVIDER_NAMES[provider];
  const route = routeById(routeId);
  const status = useDriveStatus(provider);
  return (
    <PageFrame title={route?.title ?? name} description={route?.description} remote="mf-settings">
      <QueryState query={status} noun={`${name} connection`}>
        {(conn) => (conn.connected ? <Connected provider={provider} conn={conn} /> : <NotConnected provider={provider} conn={conn} />)}
      </QueryState>
    </PageFrame>
  );
}

function NotConnected({ provider, conn }: { provider: TDriveProvider; conn: TDriveConnection }) {
  const name = DRIVE_PROVIDER_NAMES[provider];
  const connect = useConnectDrive();
  return (
    <EmptyState
      title={`${name} is not connected`}
      description={
        conn.configured
          ? `Connect the firm's ${name} account: each case's documents are then copied into a folder of their own.`
          : `${name} is not set up on this server yet (its client id is missing); ask the platform operator.`
      }
      actions={
        conn.configured ? (
          <StyledButton
            type="button"
            disabled={connect.isPending}
            onClick={() => connect.mutate({ provider }, { onSuccess: (r) => browser.go(r.authorizeUrl) })}
          >
            {connect.isPending ? 'Opening…' : `Connect ${name}`}
          </StyledButton>
        ) : undefined
      }
    />
  );
}

function Connected({ provider, conn }: { provider: TDriveProvider; conn: TDriveConnection }) {
  const name = DRIVE_PROVIDER_NAMES[provider];
  const [choosing, setChoosing] = useState(!conn.folderId);
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnectDrive();
  const sync = useSyncDrive();
  return (
    <>
      <StyledCard aria-label="Connection">
        <StyledSectionHeader>
          <h2>Connection</h2>
          <StyledActionBar>
            <StyledButton type="button" $variant="secondary" onClick={() => setChoosing((v) => !v)} aria-expanded={choosing}>
              {conn.folderId ? 'Change folder' : 'Choose folder'}
            </StyledButton>
            <StyledButton
              type="button"
              $variant="secondary"
              disabled={!conn.folderId || sync.isPending}
              onClick={() => sync.mutate({ provider, petitionId: null })}
            >
              Mirror all cases now
            </StyledButton>
            <StyledButton type="button" $variant="danger" onClick={() => setConfirming(true)}>
              Disconnect
            </StyledButton>
          </StyledActionBar>
        </StyledSectionHeader>
        <DetailGrid
          items={[
            { label: 'Account', value: [conn.accountName, conn.accountEmail].filter(Boolean).join(' · ') || '—' },
            { label: 'Folder', value: conn.folderName ?? 'Not chosen yet' },
            { label: 'Connected', value: conn.connectedAt ? `${formatDate(conn.connectedAt)}${conn.connectedByName ? ` by ${conn.connectedByName}` : ''}` : '—' },
            {
              label: 'Cases',
              value: `${conn.counts.synced} mirrored · ${conn.counts.pending + conn.counts.running} waiting · ${conn.counts.failed} failed`,
            },
          ]}
        />
      </StyledCard>
      {choosing ? <FolderPicker provider={provider} onDone={() => setChoosing(false)} /> : null}
      {conn.folderId ? <SyncList provider={provider} /> : null}
      {confirming ? (
        <ConfirmDialog
          title={`Disconnect ${name}?`}
          message={`The tokens, the chosen folder and the mirroring status are forgotten. Files already copied stay in ${name}.`}
          confirmLabel="Disconnect"
          busy={disconnect.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => disconnect.mutate({ provider }, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </>
  );
}

function FolderPicker({ provider, onDone }: { provider: TDriveProvider; onDone: () => void }) {
  const [path, setPath] = useState<{ id: string; name: string }[]>([]);
  const parentId = path.length ? path[path.length - 1]!.id : null;
  const folders = useDriveFolders(provider, parentId, true);
  const choose = useChooseDriveFolder();
  return (
    <StyledCard aria-label="Choose a folder">
      <h2>Choose the folder for case folders</h2>
      <StyledCrumbs aria-label="Folder path">
        <StyledButton type="button" $variant="secondary" onClick={() => setPath([])} aria-current={path.length === 0 ? 'location' : undefined}>
          Top level
        </StyledButton>
        {path.map((f, i) => (
          <StyledButton key={f.id} type="button" $variant="secondary" onClick={() => setPath(path.slice(0, i + 1))} aria-current={i === path.length - 1 ? 'location' : undefined}>
            {f.name}
          </StyledButton>
        ))}
      </StyledCrumbs>
      {choose.isError ? <p role="alert">{errorMessage(choose.error)}</p> : null}
      <QueryState query={folders} noun="folder list">
        {(d) =>
          d.data.length === 0 ? (
            <EmptyState level={3} title="No folders here" description="Create a folder in the drive, then come back." />
          ) : (
            <StyledFolderList aria-label="Folders">
              {d.data.map((f) => (
                <li key={f.id}>
                  <span>{f.name}</span>
                  <StyledActionBar>
                    <StyledButton type="button" $variant="secondary" onClick={() => setPath([...path, f])} aria-label={`Open ${f.name}`}>
                      Open
                    </StyledButton>
                    <StyledButton
                      type="button"
                      disabled={choose.isPending}
                      aria-label={`Use ${f.name}`}
                      onClick={() => choose.mutate({ provider, folderId: f.id, folderName: f.name }, { onSuccess: onDone })}
                    >
                      Use this folder
                    </StyledButton>
                  </StyledActionBar>
                </li>
              ))}
            </StyledFolderList>
          )
        }
      </QueryState>
    </StyledCard>
  );
}

function SyncList({ provider }: { provider: TDriveProvider }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TDriveSyncStatus | ''>('');
  const [sort, setSort] = useState<ListSort | null>({ key: 'updatedAt', order: -1 });
  const [page, setPage] = useState(1);
  const [perpage, setPerpage] = useState(25);
  const list = useDriveSyncList(
    {
      provider,
      search,
      status: status || null,
      sort: (sort?.key as 'updatedAt' | 'caseNumber' | 'status' | undefined) ?? 'updatedAt',
      order: sort?.order === 1 ? 'asc' : 'desc',
      page,
      perpage,
    },
    true,
  );
  const sync = useSyncDrive();
  return (
    <StyledCard aria-label="Mirroring per case">
      <h2>Mirroring per case</h2>
      <StyledFilters>
        <SearchBox label="Search case number" value={search} onSearch={(v) => { setSearch(v); setPage(1); }} />
        <label>
          Status{' '}
          <select value={status} onChange={(e) => { setStatus(e.target.value as TDriveSyncStatus | ''); setPage(1); }}>
            <option value="">All</option>
            {(Object.keys(STATUS_LABEL) as TDriveSyncStatus[]).map((s) => (
              <option key={s} value={s}>{STATUS_LABEL[s]}</option>
            ))}
          </select>
        </label>
      </StyledFilters>
      <QueryState query={list} noun="mirroring status">
        {(d) =>
          d.count === 0 ? (
            <EmptyState level={3} title="No cases to show" description={search || status ? 'Nothing matches these filters.' : 'Cases appear here once mirroring is queued.'} />
          ) : (
            <>
              <DataTable<TDriveCaseSync>
                label="Cases on the drive"
                rows={d.data}
                rowKey={(r) => r.petitionId}
                sort={sort}
                onSort={(s) => { setSort(s); setPage(1); }}
                columns={[
                  { id: 'case', header: 'Case', sortKey: 'caseNumber', mobile: 'title', cell: (r) => r.caseNumber },
                  { id: 'folder', header: 'Folder', wrap: true, cell: (r) => r.folderName },
                  { id: 'status', header: 'Status', sortKey: 'status', cell: (r) => <StatusBadge tone={STATUS_TONE[r.status]}>{STATUS_LABEL[r.status]}</StatusBadge> },
                  { id: 'files', header: 'Files', align: 'right', cell: (r) => r.filesSynced },
                  { id: 'error', header: 'Last error', wrap: true, cell: (r) => r.lastError ?? '—' },
                  { id: 'when', header: 'Last mirrored', sortKey: 'updatedAt', cell: (r) => (r.lastSyncedAt ? formatDateTime(r.lastSyncedAt) : '—') },
                  {
                    id: 'retry',
                    header: 'Actions',
                    cell: (r) => (
                      <StyledButton
                        type="button"
                        $variant="secondary"
                        disabled={sync.isPending || r.status === 'running'}
                        aria-label={`${r.status === 'failed' ? 'Retry' : 'Mirror again'} ${r.caseNumber}`}
                        onClick={() => sync.mutate({ provider, petitionId: r.petitionId })}
                      >
                        {r.status === 'failed' ? 'Retry' : 'Mirror again'}
                      </StyledButton>
                    ),
                  },
                ]}
              />
              <Pagination page={page} perpage={perpage} total={d.count} onPage={setPage} onPerpage={(p) => { setPerpage(p); setPage(1); }} />
            </>
          )
        }
      </QueryState>
    </StyledCard>
  );
}
