import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TQuestionnaireView } from 'shared/contract';
import { formatDate, formatDateTime } from 'shared/domain/format';
import {
  QUESTIONNAIRE_KIND_LABELS,
  QUESTIONNAIRE_LANGUAGE_NAMES,
  QUESTIONNAIRE_LANGUAGES,
} from 'shared/domain/questionnaire/template';
import { EMAIL_PATTERN } from 'shared/domain/validation-core';
import type { QuestionnaireKind, QuestionnaireLanguage, TQuestionnaireField } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { useToast } from 'shared/session';
import { Loading, PageFrame, StyledButton } from 'shared/ui-core';
import { ConfirmDialog, Dialog } from 'shared/ui/dialog';
import { errorMessage } from 'shared/ui/errors';
import { FormField, StyledFormActions, StyledInput, StyledSelect } from 'shared/ui/form';
import { DetailGrid, QueryState, StatusBadge, Tabs } from 'shared/ui/widgets';
import type { BadgeTone } from 'shared/ui';
import {
  useCaseQuestionnaire,
  useQuestionnaireChanges,
  useRevokeLink,
  useSendQuestionnaire,
  useUpdateAnswers,
} from '../api/questionnaireQueries';
import { AnswersView } from './AnswersView';
import { QuestionnaireForm } from './QuestionnaireForm';
import { answerText } from './QuestionField';
import { SponsorshipPanel } from './SponsorshipPanel';
import { StaffUpload } from './StaffUpload';
import { StyledDataTable } from '../../ui/StyledDataTable';

/** Columns hidden on phones. */
const PHONE_HIDDEN = [4];

const DEFAULT_REMOTE = 'mf-cases';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const STATUS_LABEL: Record<TQuestionnaireView['status'], [string, BadgeTone]> = {
  'not-sent': ['Not sent', 'neutral'],
  sent: ['Sent', 'info'],
  draft: ['In progress', 'warning'],
  submitted: ['Submitted', 'success'],
};

const LINK_LABEL: Record<TQuestionnaireView['linkState'], string> = {
  none: 'No link sent',
  live: 'Link active',
  expired: 'Link expired',
  revoked: 'Link withdrawn',
  used: 'Link used (submitted)',
};

const ACTION_LABEL: Record<string, string> = {
  send: 'Sent',
  resend: 'Re-sent',
  revoke: 'Link withdrawn',
  draft: 'Draft saved by the client',
  submit: 'Submitted by the client',
  'staff-update': 'Corrected',
  'staff-complete': 'Completed by staff',
};

function SendDialog({ view, onClose }: { view: TQuestionnaireView; onClose: () => void }) {
  const send = useSendQuestionnaire(view.petitionId, view.kind);
  const toast = useToast();
  const [email, setEmail] = useState(view.sentTo ?? view.beneficiaryEmail ?? '');
  const [days, setDays] = useState('14');
  const [language, setLanguage] = useState<QuestionnaireLanguage>(view.language ?? view.beneficiaryLanguage ?? 'en');
  const [errors, setErrors] = useState<{ email?: string; days?: string }>({});
  const resend = view.linkState !== 'none';
  const go = async () => {
    const e: { email?: string; days?: string } = {};
    if (!email.trim()) e.email = 'Please fill Email .';
    else if (!EMAIL_PATTERN.test(email.trim())) e.email = 'The Email field must be a valid email';
    const n = Number(days);
    if (!Number.isInteger(n) || n < 1 || n > 60) e.days = 'Choose between 1 and 60 days';
    setErrors(e);
    if (e.email || e.days) return;
    try {
      await send.mutateAsync({ email: email.trim(), expiresInDays: n, language });
      toast.success(`Questionnaire ${resend ? 're-sent' : 'sent'} to ${email.trim()}`);
      onClose();
    } catch (err) {
      setErrors({ email: errorMessage(err) });
    }
  };
  return (
    <Dialog
      title={resend ? 'Resend the questionnaire' : 'Send the questionnaire'}
      onClose={onClose}
      footer={
        <>
          <StyledButton type="button" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="button" $variant="primary" disabled={send.isPending} onClick={() => void go()}>
            {resend ? 'Resend link' : 'Send link'}
          </StyledButton>
        </>
      }
    >
      {resend ? <p>The link sent before stops working; the answers saved so far stay.</p> : null}
      {view.kind === 'sponsor' ? (
        <p>
          To have the sponsor confirm that they agree to sponsor first, use &ldquo;Ask a sponsor to confirm&rdquo; on
          this page instead: the questionnaire link follows their confirmation.
        </p>
      ) : null}
      <FormField label="Send to" required error={errors.email} span={6}>
        <StyledInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormField label="Link valid for (days)" required error={errors.days} span={6}>
        <StyledInput type="number" min={1} max={60} value={days} onChange={(e) => setDays(e.target.value)} />
      </FormField>
      <FormField
        label="Client's language"
        span={6}
        hint="The mail and the questionnaire page are in this language; the client can still switch on the page."
      >
        <StyledSelect value={language} onChange={(e) => setLanguage(e.target.value as QuestionnaireLanguage)}>
          {QUESTIONNAIRE_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {QUESTIONNAIRE_LANGUAGE_NAMES[l]}
            </option>
          ))}
        </StyledSelect>
      </FormField>
    </Dialog>
  );
}

function ChangeLog({ view }: { view: TQuestionnaireView }) {
  const changes = useQuestionnaireChanges(view.petitionId, view.kind);
  const byKey = new Map<string, TQuestionnaireField>(view.fields.map((f) => [f.key, f]));
  const show = (key: string, v: unknown) => {
    const f = byKey.get(key);
    return f ? answerText(f, v as never) || '—' : JSON.stringify(v);
  };
  if (changes.isLoading) return <Loading label="Loading changes…" />;
  if (changes.isError) return <p role="alert">{errorMessage(changes.error)}</p>;
  const rows = changes.data?.data ?? [];
  if (!rows.length) return <p>No changes recorded yet.</p>;
  return (
    <StyledDataTable $valign="top" $hideOnPhone={PHONE_HIDDEN}>
      <thead>
        <tr>
          <th>When</th>
          <th>Who</th>
          <th>What</th>
          <th>Before → after</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.id}>
            <td>{formatDateTime(c.at)}</td>
            <td>{c.userName ?? (c.via === 'link' ? 'Client (link)' : '—')}</td>
            <td>{ACTION_LABEL[c.action] ?? c.action}</td>
            <td>
              {Object.keys(c.after ?? {}).map((k) => (
                <div key={k}>
                  <strong>{byKey.get(k)?.label ?? k}:</strong> {show(k, c.before?.[k] ?? null)} →{' '}
                  {show(k, c.after?.[k] ?? null)}
                </div>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </StyledDataTable>
  );
}

function StaffView({ view, remote }: { view: TQuestionnaireView; remote: string }) {
  const update = useUpdateAnswers(view.petitionId, view.kind);
  const revoke = useRevokeLink(view.petitionId, view.kind);
  const toast = useToast();
  const [tab, setTab] = useState('answers');
  const [editing, setEditing] = useState(false);
  const [sending, setSending] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [label, tone] = STATUS_LABEL[view.status];
  return (
    <PageFrame
      title={`${QUESTIONNAIRE_KIND_LABELS[view.kind]} — ${view.caseNumber}`}
      description={view.templateName}
      remote={remote}
      actions={
        <StyledActions>
          <Link to={buildPath('cases.petitionDetails', { itemId: view.petitionId })}>Open the case</Link>
          {view.status !== 'submitted' ? (
            <StyledButton type="button" $variant="primary" onClick={() => setSending(true)}>
              {view.linkState === 'none' ? 'Send questionnaire' : 'Resend link'}
            </StyledButton>
          ) : null}
          {view.linkState === 'live' ? (
            <StyledButton type="button" onClick={() => setRevoking(true)}>
              Withdraw link
            </StyledButton>
          ) : null}
        </StyledActions>
      }
    >
      <DetailGrid
        items={[
          { label: 'Status', value: <StatusBadge tone={tone}>{label}</StatusBadge> },
          { label: 'Case type', value: view.typeName },
          { label: 'Beneficiary', value: view.beneficiaryName },
          { label: 'Sent to', value: view.sentTo },
          { label: 'Language', value: view.language ? QUESTIONNAIRE_LANGUAGE_NAMES[view.language] : null },
          {
            label: 'Link',
            value: `${LINK_LABEL[view.linkState]}${view.linkState === 'live' && view.linkExpiresAt ? ` until ${formatDate(view.linkExpiresAt)}` : ''}`,
          },
          { label: 'Last saved', value: view.lastSavedAt ? formatDateTime(view.lastSavedAt) : null },
          { label: 'Submitted', value: view.submittedAt ? formatDateTime(view.submittedAt) : null },
        ]}
      />
      {view.kind === 'sponsor' ? <SponsorshipPanel petitionId={view.petitionId} /> : null}
      <Tabs
        label="Questionnaire"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'answers', label: 'Answers' },
          { id: 'changes', label: 'Change log' },
        ]}
      >
        {tab === 'answers' ? (
          editing ? (
            <QuestionnaireForm
              fields={view.fields}
              initialAnswers={view.answers}
              submitLabel={view.status === 'submitted' ? 'Save corrections' : 'Save and mark complete'}
              onSaveStep={(answers) => update.mutateAsync({ answers })}
              renderUpload={(field, files, onChange) => (
                <StaffUpload petitionId={view.petitionId} field={field} files={files} onChange={onChange} />
              )}
              onSubmit={async (answers) => {
                await update.mutateAsync({ answers, complete: view.status !== 'submitted' });
                toast.success('Answers saved');
                setEditing(false);
              }}
            />
          ) : (
            <>
              <StyledFormActions>
                <StyledButton type="button" onClick={() => setEditing(true)}>
                  {view.status === 'submitted' ? 'Correct answers' : 'Fill in answers'}
                </StyledButton>
              </StyledFormActions>
              <AnswersView fields={view.fields} answers={view.answers} emptyText="The client has not answered yet." />
            </>
          )
        ) : (
          <ChangeLog view={view} />
        )}
      </Tabs>
      {sending ? <SendDialog view={view} onClose={() => setSending(false)} /> : null}
      {revoking ? (
        <ConfirmDialog
          title="Withdraw the link?"
          message="The client will no longer be able to open the questionnaire with it. Answers saved so far stay; you can send a new link later."
          confirmLabel="Withdraw link"
          danger
          busy={revoke.isPending}
          onCancel={() => setRevoking(false)}
          onConfirm={() =>
            revoke.mutate(undefined, {
              onSuccess: () => {
                toast.success('Link withdrawn');
                setRevoking(false);
              },
              onError: (e) => {
                toast.error(errorMessage(e));
                setRevoking(false);
              },
            })
          }
        />
      ) : null}
    </PageFrame>
  );
}

/**
 * Staff page of a case questionnaire: status and link, send/resend/withdraw, fill or correct, change
 * log. `remote`: the remote whose page frame shows it (mf-cases unless another case remote hosts it).
 */
export function StaffQuestionnaire({
  petitionId,
  kind,
  remote = DEFAULT_REMOTE,
}: {
  petitionId: string | undefined;
  kind: QuestionnaireKind;
  remote?: string;
}) {
  const query = useCaseQuestionnaire(petitionId, kind);
  return (
    <QueryState
      query={query}
      noun="questionnaire"
      remote={remote}
      frameTitle={QUESTIONNAIRE_KIND_LABELS[kind]}
      backTo={{ href: buildPath('cases.list'), label: 'Back to cases' }}
    >
      {(view) => <StaffView key={`${view.petitionId}-${view.kind}`} view={view} remote={remote} />}
    </QueryState>
  );
}
