import { useState } from 'react';
import styled from 'styled-components';
import { ESIGN_LINK_DAYS } from 'shared/contract/esign';
import type { TSignableDocument, TSignaturePlacement } from 'shared/contract';
import { ApiError } from 'shared/client';
import { formatDate } from 'shared/domain/format';
import { StyledButton } from 'shared/ui-core';
import { Dialog } from 'shared/ui/dialog';
import {
  FormField,
  StyledCheckboxLabel,
  StyledFieldset,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
  StyledTextArea,
} from 'shared/ui/form';
import { useRequestSignature } from '../api/esignQueries';
import { SignaturePlacementStep } from './SignaturePlacementStep';

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-height: 240px;
  overflow-y: auto;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 12px;
`;

const StyledPlacementRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RequestSignatureDialogProps {
  petitionId: string;
  documents: readonly TSignableDocument[];
  defaultSigner: { name: string; email: string } | null;
  /** Documents ticked when the dialog opens. */
  preselected?: readonly string[];
  onClose: () => void;
}

/** Staff choose the case's PDFs and the signer; one link per document is mailed. */
export function RequestSignatureDialog({
  petitionId,
  documents,
  defaultSigner,
  preselected = [],
  onClose,
}: RequestSignatureDialogProps) {
  const [chosen, setChosen] = useState<string[]>([...preselected]);
  const [name, setName] = useState(defaultSigner?.name ?? '');
  const [email, setEmail] = useState(defaultSigner?.email ?? '');
  const [message, setMessage] = useState('');
  const [days, setDays] = useState(String(ESIGN_LINK_DAYS.default));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [placements, setPlacements] = useState<Record<string, TSignaturePlacement>>({});
  const [placing, setPlacing] = useState<string | null>(null);
  const [placementErrors, setPlacementErrors] = useState<Record<string, string>>({});
  const send = useRequestSignature(petitionId);
  const placeable = documents.filter((d) => d.source !== 'form' && chosen.includes(d.fileId));
  const hasForms = documents.some((d) => d.source === 'form' && chosen.includes(d.fileId));
  const setPlacement = (fileId: string, p: TSignaturePlacement | null) =>
    setPlacements(({ [fileId]: _dropped, ...rest }) => (p ? { ...rest, [fileId]: p } : rest));

  const submit = () => {
    const e: Record<string, string> = {};
    if (!chosen.length) e.documents = 'Choose at least one document.';
    if (name.trim().length < 2) e.name = 'Please fill Signer name .';
    if (!EMAIL.test(email.trim())) e.email = 'Enter a valid e-mail address.';
    const n = Number(days);
    if (!Number.isInteger(n) || n < ESIGN_LINK_DAYS.min || n > ESIGN_LINK_DAYS.max)
      e.days = `Between ${ESIGN_LINK_DAYS.min} and ${ESIGN_LINK_DAYS.max} days.`;
    setErrors(e);
    if (Object.keys(e).length) return;
    const sent = placeable.flatMap((d) =>
      placements[d.fileId] ? [{ fileId: d.fileId, ...placements[d.fileId]! }] : [],
    );
    setPlacementErrors({});
    send.mutate(
      {
        fileIds: chosen,
        ...(sent.length ? { placements: sent } : {}),
        signerName: name.trim(),
        signerEmail: email.trim(),
        expiresInDays: n,
        ...(message.trim() ? { message: message.trim() } : {}),
      },
      {
        onSuccess: onClose,
        onError: (err) => {
          // 422 issues name placements.N(.page|.fileId): shown beside that document's step.
          if (!(err instanceof ApiError)) return;
          const byFile: Record<string, string> = {};
          for (const issue of err.issues) {
            const m = /^placements\.(\d+)/.exec(issue.path);
            const fileId = m ? sent[Number(m[1])]?.fileId : undefined;
            if (fileId) byFile[fileId] ??= issue.message;
          }
          setPlacementErrors(byFile);
          const first = Object.keys(byFile)[0];
          if (first) setPlacing(first);
        },
      },
    );
  };

  return (
    <Dialog
      title="Request petitioner signature"
      onClose={onClose}
      locked={send.isPending}
      width="640px"
      footer={
        <StyledFormActions>
          <StyledButton type="button" onClick={onClose} disabled={send.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="button" $variant="primary" onClick={submit} disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send request'}
          </StyledButton>
        </StyledFormActions>
      }
    >
      <StyledFieldset>
        <legend>Documents to sign</legend>
        <StyledList>
          {documents.map((d) => (
            <StyledCheckboxLabel key={d.fileId}>
              <input
                type="checkbox"
                checked={chosen.includes(d.fileId)}
                onChange={(ev) =>
                  setChosen((c) => (ev.target.checked ? [...c, d.fileId] : c.filter((x) => x !== d.fileId)))
                }
              />
              <span>
                {d.name}{' '}
                <StyledMuted>
                  ({d.source === 'form' ? 'form' : 'document'}, {formatDate(d.createdAt)})
                </StyledMuted>
              </span>
            </StyledCheckboxLabel>
          ))}
        </StyledList>
        {errors.documents ? <p role="alert">{errors.documents}</p> : null}
      </StyledFieldset>
      {placeable.length || hasForms ? (
        <StyledFieldset>
          <legend>Where the signature goes</legend>
          {hasForms ? (
            <StyledMuted>USCIS forms you generated are signed on their signature line automatically.</StyledMuted>
          ) : null}
          {placeable.map((d) => {
            const p = placements[d.fileId];
            return (
              <div key={d.fileId}>
                <StyledPlacementRow>
                  <span>
                    {d.name}:{' '}
                    <StyledMuted>
                      {p ? `in the box you placed on page ${p.page}` : 'on the certificate page'}
                    </StyledMuted>
                  </span>
                  {placing !== d.fileId ? (
                    <StyledButton
                      type="button"
                      onClick={() => setPlacing(d.fileId)}
                      aria-label={`Place signature box on ${d.name}`}
                    >
                      Place signature box
                    </StyledButton>
                  ) : (
                    <StyledButton type="button" onClick={() => setPlacing(null)}>
                      Done
                    </StyledButton>
                  )}
                </StyledPlacementRow>
                {placing === d.fileId ? (
                  <SignaturePlacementStep
                    petitionId={petitionId}
                    file={d}
                    value={p ?? null}
                    onChange={(v) => setPlacement(d.fileId, v)}
                    onCertificatePage={() => {
                      setPlacement(d.fileId, null);
                      setPlacing(null);
                    }}
                    error={placementErrors[d.fileId]}
                  />
                ) : placementErrors[d.fileId] ? (
                  <StyledError role="alert">{placementErrors[d.fileId]}</StyledError>
                ) : null}
              </div>
            );
          })}
        </StyledFieldset>
      ) : null}
      <StyledFormGrid>
        <FormField label="Signer name" required error={errors.name} span={3}>
          <StyledInput value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </FormField>
        <FormField
          label="Signer e-mail"
          required
          error={errors.email}
          span={3}
          hint={defaultSigner ? undefined : 'The petitioner has no signatory on file.'}
        >
          <StyledInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        </FormField>
        <FormField label="Message to the signer" span={6}>
          <StyledTextArea value={message} maxLength={1000} onChange={(e) => setMessage(e.target.value)} />
        </FormField>
        <FormField label="Link valid for (days)" error={errors.days} span={2}>
          <StyledInput
            type="number"
            min={ESIGN_LINK_DAYS.min}
            max={ESIGN_LINK_DAYS.max}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </FormField>
      </StyledFormGrid>
    </Dialog>
  );
}
