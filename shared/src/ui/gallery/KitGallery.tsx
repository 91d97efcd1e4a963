import { useEffect, useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import {
  CASE_STATUSES,
  formatBytes,
  formatDate,
  formatDateTime,
  formatMoney,
  formatUsDate,
  overdueLabel,
  toPayloadDate,
  truncate,
  TRUNCATE_LENGTHS,
  usToIso,
  validateDate,
  validateEmail,
  validatePhone,
  validateRequired,
} from '../../domain';
import { ErrorPanel } from '../ErrorPanel';
import { PageFrame } from '../PageFrame';
import { Loading, StyledButton, StyledCard } from '../primitives';
import { StyledActionBar, StyledDangerOutlineButton, StyledSectionHeader, StyledStack } from '../kit/ActionBar';
import { AsyncSelect, type SelectOption } from '../kit/AsyncSelect';
import { CaseStatusBadge } from '../kit/CaseStatusBadge';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DateInput } from '../kit/DateInput';
import { DetailGrid } from '../kit/DetailGrid';
import { Dialog } from '../kit/Dialog';
import { EmptyState } from '../kit/EmptyState';
import { FileDropZone, type UploadProgress } from '../kit/FileDropZone';
import { FormField } from '../kit/FormField';
import { StyledFormGrid, StyledTextArea } from '../kit/FormLayout';
import { PhoneFields } from '../kit/PhoneFields';
import { StyledInput, StyledSelect } from '../kit/SelectInput';
import { StatusBadge } from '../kit/StatusBadge';
import { Tabs } from '../kit/Tabs';
import { ListPage } from '../list/ListPage';
import type { ListColumn, ListPageData, ListQuery } from '../list/listTypes';

const StyledWrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledSample = styled.table`
  border-collapse: collapse;
  font-size: 13px;
  td,
  th {
    text-align: left;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  code {
    font-size: 12px;
  }
`;

const StyledPayload = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 12px;
  color: ${({ theme }) => theme.color.textMuted};
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StyledCard aria-labelledby={`kit-${title}`}>
      <StyledSectionHeader>
        <h2 id={`kit-${title}`}>{title}</h2>
      </StyledSectionHeader>
      {children}
    </StyledCard>
  );
}

/** A stand-in for react-hook-form's `register()` so the gallery's uncontrolled fields work without a form. */
const demoRegister = (name: string, onValue: (v: string) => void): UseFormRegisterReturn => ({
  name,
  ref: () => undefined,
  onBlur: async () => undefined,
  onChange: async (e: { target: { value?: string } }) => onValue(String(e.target.value ?? '')),
});

function FormsDemo() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();
  const [code, setCode] = useState('1');
  const [phone, setPhone] = useState('');
  const phoneError = phone
    ? (validatePhone(phone, { countryCallingCode: code || '1' }, 'Phone') ?? undefined)
    : undefined;
  return (
    <StyledFormGrid>
      <FormField label="Email" required error={emailError}>
        <StyledInput
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setEmailError(validateRequired(email, 'Email') ?? validateEmail(email) ?? undefined)}
        />
      </FormField>
      <FormField label="Date of birth" error={dateError} hint="MM/DD/YYYY">
        <DateInput
          value={date}
          onChange={(e) => setDate(e.target.value)}
          onBlur={(e) => {
            setDate(e.target.value);
            setDateError(e.target.value ? (validateDate(e.target.value) ?? undefined) : undefined);
          }}
        />
      </FormField>
      <FormField label="Visa type">
        <StyledSelect defaultValue="h1b">
          <option value="h1b">H-1B</option>
          <option value="l1">L-1</option>
          <option value="o1">O-1</option>
        </StyledSelect>
      </FormField>
      <PhoneFields code={demoRegister('code', setCode)} phone={demoRegister('phone', setPhone)} error={phoneError} />
      <FormField label="Notes" span={3}>
        <StyledTextArea defaultValue="" />
      </FormField>
      <StyledPayload>Payload date: {usToIso(date) ?? '—'} (YYYY-MM-DD)</StyledPayload>
    </StyledFormGrid>
  );
}

/** Sample "master data": the SPEC §4 case statuses, searched after a short delay like a server. */
const loadStatuses = (search: string, signal: AbortSignal): Promise<SelectOption[]> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const s = search.toLowerCase();
      resolve(
        CASE_STATUSES.filter((c) => c.name.toLowerCase().includes(s)).map((c) => ({
          value: String(c.id),
          label: c.name,
          description: `Status ${c.id}`,
        })),
      );
    }, 250);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

function AsyncSelectDemo() {
  const [value, setValue] = useState<SelectOption | null>(null);
  return (
    <div style={{ maxWidth: 360 }}>
      <AsyncSelect label="Case status" loadOptions={loadStatuses} value={value} onChange={setValue} />
      <StyledPayload>Chosen: {value ? `${value.label} (${value.value})` : 'none'}</StyledPayload>
    </div>
  );
}

function DropZoneDemo() {
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const pending = uploads.some((u) => u.progress < 100);
  useEffect(() => {
    if (!pending) return undefined;
    // Simulated transfer: a real screen feeds axios' onUploadProgress here.
    const timer = setInterval(
      () => setUploads((list) => list.map((u) => (u.progress < 100 ? { ...u, progress: u.progress + 10 } : u))),
      300,
    );
    return () => clearInterval(timer);
  }, [pending]);
  return (
    <FileDropZone
      label="Upload documents"
      uploads={uploads}
      onFiles={(files) =>
        setUploads((list) => [
          ...list,
          ...files.map((f) => ({ id: `${f.name}-${f.size}-${Date.now()}`, name: f.name, size: f.size, progress: 0 })),
        ])
      }
    />
  );
}

interface DemoRow {
  id: string;
  name: string;
  statusId: number;
  fee: number;
  due: string;
}

const DEMO_ROWS: DemoRow[] = Array.from({ length: 57 }, (_, i) => ({
  id: String(i + 1),
  name: `Sample case ${String(i + 1).padStart(2, '0')}`,
  statusId: (i % 33) + 1,
  fee: 450 + i * 37.5,
  due: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
}));

const DEMO_COLUMNS: ListColumn<DemoRow>[] = [
  { id: 'name', header: 'Case', sortKey: 'name', mobile: 'title', cell: (r) => r.name, alwaysVisible: true },
  { id: 'status', header: 'Status', mobile: 'subtitle', cell: (r) => <CaseStatusBadge statusId={r.statusId} /> },
  { id: 'fee', header: 'Fee', sortKey: 'fee', align: 'right', cell: (r) => formatMoney(r.fee) },
  { id: 'due', header: 'Due', sortKey: 'due', cell: (r) => formatDate(r.due) },
];

/** Sample server: search, filter, sort and page over the rows above. */
const fetchDemoPage = async (q: ListQuery): Promise<ListPageData<DemoRow>> => {
  await new Promise((r) => setTimeout(r, 200));
  const s = q.search.toLowerCase();
  let rows = DEMO_ROWS.filter((r) => r.name.toLowerCase().includes(s));
  if (q.filters.band) rows = rows.filter((r) => (q.filters.band === 'high' ? r.fee >= 1500 : r.fee < 1500));
  if (q.sort) {
    const { key, order } = q.sort;
    rows = [...rows].sort((a, b) => {
      const av = a[key as keyof DemoRow];
      const bv = b[key as keyof DemoRow];
      return (av < bv ? -1 : av > bv ? 1 : 0) * order;
    });
  }
  return { rows: rows.slice((q.page - 1) * q.perpage, q.page * q.perpage), total: rows.length };
};

const FORMAT_SAMPLES: [string, string][] = [
  ['formatMoney(1234.5)', formatMoney(1234.5)],
  ['formatBytes(1536)', formatBytes(1536)],
  ['formatBytes(5 * 1024 ** 3)', formatBytes(5 * 1024 ** 3)],
  ["formatDate('2026-03-05')", formatDate('2026-03-05')],
  ["formatUsDate('2026-03-05')", formatUsDate('2026-03-05')],
  ["formatDateTime('2026-03-05T14:07:00Z', 'UTC')", formatDateTime('2026-03-05T14:07:00Z', 'UTC')],
  ["toPayloadDate('2026-03-05T10:00:00Z', 'UTC')", toPayloadDate('2026-03-05T10:00:00Z', 'UTC')],
  ["usToIso('03/05/2026')", usToIso('03/05/2026') ?? ''],
  ['overdueLabel(1)', overdueLabel(1)],
  ['overdueLabel(12)', overdueLabel(12)],
  [
    'truncate(text, TRUNCATE_LENGTHS.S)',
    truncate('Request for Evidence response package for the H-1B extension', TRUNCATE_LENGTHS.S),
  ],
];

/**
 * The UI kit's gallery: every shared component with sample data, for designers, reviewers and the
 * next remote's author. The shell mounts it at /test-page.
 */
export function KitGallery() {
  const [tab, setTab] = useState('overview');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(0);
  return (
    <PageFrame title="UI kit" description="The shared components of shared/ui, with sample data.">
      <StyledStack>
        <Section title="Buttons">
          <StyledActionBar>
            <StyledButton type="button" $variant="primary">
              Primary
            </StyledButton>
            <StyledButton type="button">Secondary</StyledButton>
            <StyledButton type="button" $variant="danger">
              Danger
            </StyledButton>
            <StyledDangerOutlineButton type="button">Delete (outline)</StyledDangerOutlineButton>
            <StyledButton type="button" disabled>
              Disabled
            </StyledButton>
          </StyledActionBar>
        </Section>

        <Section title="Inputs and validation (SPEC §5)">
          <FormsDemo />
        </Section>

        <Section title="Select with search (async options)">
          <AsyncSelectDemo />
        </Section>

        <Section title="File drop zone">
          <DropZoneDemo />
        </Section>

        <Section title="Status badges">
          <StyledWrap>
            <StatusBadge>Neutral</StatusBadge>
            <StatusBadge tone="success">Active</StatusBadge>
            <StatusBadge tone="warning">Expiring</StatusBadge>
            <StatusBadge tone="danger">Expired</StatusBadge>
            <StatusBadge tone="info">New</StatusBadge>
          </StyledWrap>
          <h3>Case statuses (SPEC §4)</h3>
          <StyledWrap>
            {CASE_STATUSES.map((s) => (
              <CaseStatusBadge key={s.id} statusId={s.id} />
            ))}
          </StyledWrap>
        </Section>

        <Section title="Formatting (SPEC §9)">
          <StyledSample>
            <tbody>
              {FORMAT_SAMPLES.map(([call, out]) => (
                <tr key={call}>
                  <td>
                    <code>{call}</code>
                  </td>
                  <td>{out}</td>
                </tr>
              ))}
            </tbody>
          </StyledSample>
        </Section>

        <Section title="Tabs and details">
          <Tabs
            label="Sample tabs"
            selected={tab}
            onSelect={setTab}
            tabs={[
              { id: 'overview', label: 'Overview' },
              { id: 'documents', label: 'Documents', count: 3 },
              { id: 'history', label: 'History' },
            ]}
          >
            {tab === 'overview' ? (
              <DetailGrid
                items={[
                  { label: 'Beneficiary', value: 'Ada Lovelace' },
                  { label: 'Receipt date', value: formatDate('2026-02-11') },
                  { label: 'Fee', value: formatMoney(2460) },
                  { label: 'Priority date', value: null },
                ]}
              />
            ) : tab === 'documents' ? (
              <p>Three documents would be listed here.</p>
            ) : (
              <EmptyState level={3} title="No history yet" description="Changes to the case show here." />
            )}
          </Tabs>
        </Section>

        <Section title="Dialogs">
          <StyledActionBar>
            <StyledButton type="button" onClick={() => setDialogOpen(true)}>
              Open dialog
            </StyledButton>
            <StyledButton type="button" $variant="danger" onClick={() => setConfirmOpen(true)}>
              Delete something…
            </StyledButton>
          </StyledActionBar>
          {confirmed > 0 ? <StyledPayload>Confirmed {confirmed} time(s).</StyledPayload> : null}
          {dialogOpen ? (
            <Dialog
              title="Sample dialog"
              onClose={() => setDialogOpen(false)}
              footer={
                <StyledButton type="button" $variant="primary" onClick={() => setDialogOpen(false)}>
                  Done
                </StyledButton>
              }
            >
              <FormField label="Name">
                <StyledInput />
              </FormField>
            </Dialog>
          ) : null}
          {confirmOpen ? (
            <ConfirmDialog
              title="Delete this sample?"
              message="It cannot be undone."
              confirmLabel="Delete"
              onCancel={() => setConfirmOpen(false)}
              onConfirm={() => {
                setConfirmed((n) => n + 1);
                setConfirmOpen(false);
              }}
            />
          ) : null}
        </Section>

        <Section title="Empty, loading and error states">
          <EmptyState level={3} title="No cases yet" description="Cases you open show here." />
          <Loading label="Loading cases…" />
          <ErrorPanel
            title="Couldn’t load cases"
            message="The server did not answer."
            code="NETWORK"
            onRetry={() => undefined}
          />
        </Section>

        <Section title="Data table (server-side paging, sorting, filtering, column choice)">
          <ListPage
            queryKey={['kit-gallery']}
            label="Sample cases"
            columns={DEMO_COLUMNS}
            fetchPage={fetchDemoPage}
            rowKey={(r) => r.id}
            urlPrefix="kit_"
            columnsKey="kit-gallery"
            filters={[
              {
                key: 'band',
                label: 'Fee',
                options: [
                  { value: 'low', label: 'Under $1,500' },
                  { value: 'high', label: '$1,500 or more' },
                ],
              },
            ]}
            emptyTitle="No sample cases"
          />
        </Section>
      </StyledStack>
    </PageFrame>
  );
}
