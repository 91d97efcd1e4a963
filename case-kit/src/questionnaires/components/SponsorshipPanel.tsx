import { useState } from 'react';
import type { TSponsorshipView } from 'shared/contract';
import { formatDate } from 'shared/domain/format';
import { SPONSOR_ROLE_LABELS, SPONSOR_ROLES } from 'shared/domain/questionnaire/sponsorship';
import { QUESTIONNAIRE_LANGUAGE_NAMES, QUESTIONNAIRE_LANGUAGES } from 'shared/domain/questionnaire/template';
import { EMAIL_PATTERN } from 'shared/domain/validation-core';
import type { QuestionnaireLanguage, SponsorRole } from 'shared/domain';
import { useToast } from 'shared/session';
import { Loading, StyledButton, StyledCard } from 'shared/ui-core';
import { ConfirmDialog, Dialog } from 'shared/ui/dialog';
import { errorMessage } from 'shared/ui/errors';
import { FormField, StyledInput, StyledSelect } from 'shared/ui/form';
import { StatusBadge, StyledSectionHeader } from 'shared/ui/widgets';
import type { BadgeTone } from 'shared/ui';
import { useRequestSponsorship, useRevokeSponsorship, useSponsorships } from '../api/questionnaireQueries';
import { StyledDataTable } from '../../ui/StyledDataTable';

/** Columns hidden on phones. */
const PHONE_HIDDEN = [4];

const STATUS: Record<TSponsorshipView['status'], [string, BadgeTone]> = {
  pending: ['Waiting for the answer', 'warning'],
  confirmed: ['Confirmed', 'success'],
  declined: ['Declined', 'danger'],
};

const LINK: Record<TSponsorshipView['linkState'], string> = {
  none: 'No link',
  live: 'Link active',
  expired: 'Link expired',
  revoked: 'Link withdrawn',
  used: 'Answered',
};

function AskDialog({
  petitionId,
  existing,
  onClose,
}: {
  petitionId: string;
  existing: TSponsorshipView | undefined;
  onClose: () => void;
}) {
  const ask = useRequestSponsorship(petitionId);
  const toast = useToast();
  const [role, setRole] = useState<SponsorRole>(existing?.role ?? 'sponsor');
  const [email, setEmail] = useState(existing?.sponsorEmail ?? '');
  const [name, setName] = useState(existing?.sponsorName ?? '');
  const [language, setLanguage] = useState<QuestionnaireLanguage>(existing?.language ?? 'en');
  const [errors, setErrors] = useState<{ email?: string }>({});
  const go = async () => {
    const e: { email?: string } = {};
    if (!email.trim()) e.email = 'Please fill E-mail .';
    else if (!EMAIL_PATTERN.test(email.trim())) e.email = 'The E-mail field must be a valid email';
    setErrors(e);
    if (e.email) return;
    try {
      await ask.mutateAsync({ role, email: email.trim(), language, ...(name.trim() ? { name: name.trim() } : {}) });
      toast.success(`Sponsorship confirmation requested from ${email.trim()}`);
      onClose();
    } catch (err) {
      setErrors({ email: errorMessage(err) });
    }
  };
  return (
    <Dialog
      title={existing ? 'Ask the sponsor again' : 'Ask a sponsor to confirm'}
      onClose={onClose}
      footer={
        <>
          <StyledButton type="button" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="button" $variant="primary" disabled={ask.isPending} onClick={() => void go()}>
            Send the request
          </StyledButton>
        </>
      }
    >
      <p>
        The sponsor gets a link to confirm that they agree to sponsor, with the Form I-864 obligations in plain words.
        After confirming, the case&apos;s sponsor goes straight on to this questionnaire.
        {existing ? ' The link sent before stops working.' : ''}
      </p>
      <FormField label="Who" span={6}>
        <StyledSelect value={role} disabled={!!existing} onChange={(e) => setRole(e.target.value as SponsorRole)}>
          {SPONSOR_ROLES.map((r) => (
            <option key={r} value={r}>
              {SPONSOR_ROLE_LABELS[r]}
            </option>
          ))}
        </StyledSelect>
      </FormField>
      <FormField label="E-mail" required error={errors.email} span={6}>
        <StyledInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormField label="Name" span={6}>
        <StyledInput value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField label="Sponsor's language" span={6}>
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

/** The sponsor questionnaire's confirmation step: who was asked, their answer, ask / ask again / withdraw. */
export function SponsorshipPanel({ petitionId }: { petitionId: string }) {
  const list = useSponsorships(petitionId);
  const revoke = useRevokeSponsorship(petitionId);
  const toast = useToast();
  const [asking, setAsking] = useState<{ existing: TSponsorshipView | undefined } | null>(null);
  const [revoking, setRevoking] = useState<TSponsorshipView | null>(null);
  const rows = list.data?.data ?? [];
  return (
    <StyledCard aria-labelledby="sponsorship-heading">
      <StyledSectionHeader>
        <h2 id="sponsorship-heading">Sponsorship confirmation</h2>
        <StyledButton type="button" onClick={() => setAsking({ existing: undefined })}>
          Ask a sponsor to confirm
        </StyledButton>
      </StyledSectionHeader>
      {list.isLoading ? <Loading label="Loading sponsorship requests…" /> : null}
      {list.isError ? <p role="alert">{errorMessage(list.error)}</p> : null}
      {list.data && !rows.length ? (
        <p>
          No sponsor has been asked yet. A questionnaire that names a sponsor&apos;s e-mail asks them on submission.
        </p>
      ) : null}
      {rows.length ? (
        <StyledDataTable $valign="top" $hideOnPhone={PHONE_HIDDEN}>
          <thead>
            <tr>
              <th>Who</th>
              <th>Sponsor</th>
              <th>Answer</th>
              <th>Asked</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const [label, tone] = STATUS[r.status];
              return (
                <tr key={r.id}>
                  <td>{SPONSOR_ROLE_LABELS[r.role]}</td>
                  <td>
                    {r.sponsorName ? `${r.sponsorName} · ` : ''}
                    {r.sponsorEmail} ({QUESTIONNAIRE_LANGUAGE_NAMES[r.language]})
                  </td>
                  <td>
                    <StatusBadge tone={tone}>{label}</StatusBadge> {r.respondedAt ? formatDate(r.respondedAt) : null}
                    {r.declineReason ? <div>Reason: {r.declineReason}</div> : null}
                    <div>
                      {LINK[r.linkState]}
                      {r.linkState === 'live' && r.linkExpiresAt ? ` until ${formatDate(r.linkExpiresAt)}` : ''}
                    </div>
                  </td>
                  <td>
                    {formatDate(r.requestedAt)} by{' '}
                    {r.source === 'questionnaire' ? 'the questionnaire' : (r.requestedByName ?? '—')}
                  </td>
                  <td>
                    {r.status !== 'confirmed' ? (
                      <StyledButton
                        type="button"
                        aria-label={`Ask ${r.sponsorEmail} again`}
                        onClick={() => setAsking({ existing: r })}
                      >
                        Ask again
                      </StyledButton>
                    ) : null}{' '}
                    {r.linkState === 'live' ? (
                      <StyledButton
                        type="button"
                        aria-label={`Withdraw the link to ${r.sponsorEmail}`}
                        onClick={() => setRevoking(r)}
                      >
                        Withdraw link
                      </StyledButton>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StyledDataTable>
      ) : null}
      {asking ? <AskDialog petitionId={petitionId} existing={asking.existing} onClose={() => setAsking(null)} /> : null}
      {revoking ? (
        <ConfirmDialog
          title="Withdraw the sponsorship link?"
          message={`${revoking.sponsorEmail} will no longer be able to answer with it. You can ask again later.`}
          confirmLabel="Withdraw link"
          danger
          busy={revoke.isPending}
          onCancel={() => setRevoking(null)}
          onConfirm={() =>
            revoke.mutate(revoking.role, {
              onSuccess: () => {
                toast.success('Link withdrawn');
                setRevoking(null);
              },
              onError: (e) => {
                toast.error(errorMessage(e));
                setRevoking(null);
              },
            })
          }
        />
      ) : null}
    </StyledCard>
  );
}
