import { useState } from 'react';
import styled from 'styled-components';
import type { TNoticeLocation } from 'shared/contract';
import { isoToUs, LCA_PAF_MESSAGES, NOTICE_PROOF_EXTENSIONS, usToIso, type NoticeMode } from 'shared/domain';
import { useApi } from 'shared/session';
import { DateInput, Dialog, errorMessage, fieldIssues, FileDropZone, FormField, StyledButton, StyledInput, StyledSelect, type UploadProgress } from 'shared/ui';
import { uploadProof, useSaveNotice } from '../paf/api/pafQueries';

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;
const StyledProofs = styled.ul`
  grid-column: 1 / -1;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const PROOF_HINT = `A photo of the posted notice or a PDF (${NOTICE_PROOF_EXTENSIONS.join(', ')}).`;
/** The zone's check (it names the file): the extensions the api takes for a proof. */
export const proofProblem = (f: { name: string }): string | null =>
  (NOTICE_PROOF_EXTENSIONS as readonly string[]).includes((f.name.split('.').pop() ?? '').toLowerCase()) ? null : LCA_PAF_MESSAGES.proofTypeRule;

export interface NoticeDialogProps {
  lcaId: string;
  worksiteId: string;
  worksiteAddress: string;
  /** Absent: a new location. */
  notice?: TNoticeLocation;
  onClose: () => void;
}

/** Add or edit one posting location: where, hard copy or electronic, posted/removed dates, proofs. */
export function NoticeDialog({ lcaId, worksiteId, worksiteAddress, notice, onClose }: NoticeDialogProps) {
  const api = useApi();
  const save = useSaveNotice();
  const [mode, setMode] = useState<NoticeMode>(notice?.mode ?? 'hardcopy');
  const [label, setLabel] = useState(notice?.label ?? '');
  const [posted, setPosted] = useState(isoToUs(notice?.postedOn));
  const [removed, setRemoved] = useState(isoToUs(notice?.removedOn));
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const [keys, setKeys] = useState<{ id: string; key: string; name: string }[]>([]);
  const [drop, setDrop] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const onFiles = async (files: File[]) => {
    setBusy(true);
    for (const [i, file] of files.entries()) {
      const id = `${Date.now()}-${i}-${file.name}`;
      setUploads((all) => [...all, { id, name: file.name, size: file.size, progress: 0 }]);
      try {
        const stored = await uploadProof(api, file, (percent) => setUploads((all) => all.map((u) => (u.id === id ? { ...u, progress: percent } : u))));
        setUploads((all) => all.map((u) => (u.id === id ? { ...u, progress: 100 } : u)));
        setKeys((all) => [...all, { id, ...stored }]);
      } catch (e) {
        setUploads((all) => all.map((u) => (u.id === id ? { ...u, error: errorMessage(e) } : u)));
      }
    }
    setBusy(false);
  };

  const submit = () => {
    const next: Record<string, string> = {};
    if (!label.trim()) next.label = mode === 'electronic' ? 'Say where the notice is published.' : 'Say where the notice is posted.';
    const postedOn = posted.trim() ? usToIso(posted) : null;
    const removedOn = removed.trim() ? usToIso(removed) : null;
    if (posted.trim() && !postedOn) next.postedOn = 'Enter the date as MM/DD/YYYY.';
    if (removed.trim() && !removedOn) next.removedOn = 'Enter the date as MM/DD/YYYY.';
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(
      { lcaId, worksiteId, mode, label: label.trim(), postedOn, removedOn, proofKeys: keys.map((k) => k.key), removeProofKeys: drop, ...(notice ? { noticeId: notice.id } : {}) },
      {
        onSuccess: () => onClose(),
        onError: (e) => setErrors({ form: errorMessage(e), ...Object.fromEntries(fieldIssues(e).map((i) => [i.path, i.message])) }),
      },
    );
  };

  const footer = (
    <>
      <StyledButton type="button" onClick={onClose} disabled={save.isPending}>
        Cancel
      </StyledButton>
      <StyledButton type="submit" form="lca-notice-form" $variant="primary" disabled={save.isPending || busy}>
        {save.isPending ? 'Saving…' : 'Save notice'}
      </StyledButton>
    </>
  );
  return (
    <Dialog title={notice ? 'Edit posting location' : 'Add posting location'} onClose={onClose} footer={footer} locked={save.isPending}>
      <p>{worksiteAddress}</p>
      <StyledForm
        id="lca-notice-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField label="Kind of notice" span={1}>
          <StyledSelect value={mode} onChange={(e) => setMode(e.target.value as NoticeMode)}>
            <option value="hardcopy">Hard copy (two conspicuous locations)</option>
            <option value="electronic">Electronic notice</option>
          </StyledSelect>
        </FormField>
        <FormField label={mode === 'electronic' ? 'Where it is published' : 'Where it is posted'} required error={errors.label} span={1}>
          <StyledInput value={label} maxLength={300} onChange={(e) => setLabel(e.target.value)} placeholder={mode === 'electronic' ? 'Intranet page address' : 'Break room, 2nd floor'} />
        </FormField>
        <FormField label="Posted on" error={errors.postedOn} span={1}>
          <DateInput value={posted} onChange={(e) => setPosted(e.target.value)} />
        </FormField>
        <FormField label="Removed on" error={errors.removedOn} hint="Leave empty while the notice is up." span={1}>
          <DateInput value={removed} onChange={(e) => setRemoved(e.target.value)} />
        </FormField>
        {notice?.proofs.length ? (
          <StyledProofs aria-label="Proofs on file">
            {notice.proofs.map((p) => (
              <li key={p.key}>
                <label>
                  <input type="checkbox" checked={drop.includes(p.key)} onChange={(e) => setDrop((all) => (e.target.checked ? [...all, p.key] : all.filter((k) => k !== p.key)))} /> Remove{' '}
                  {p.name}
                </label>
              </li>
            ))}
          </StyledProofs>
        ) : null}
        <div style={{ gridColumn: '1 / -1' }}>
          <FileDropZone label="Add proof (photo or PDF)" hint={PROOF_HINT} validate={proofProblem} accept=".jpg,.jpeg,.png,.heic,.heif,.webp,.pdf,image/*,application/pdf" onFiles={(f) => void onFiles(f)} uploads={uploads.filter((u) => u.error || !keys.some((k) => k.id === u.id))} disabled={busy} />
          {keys.length ? <p>Ready to attach: {keys.map((k) => k.name).join(', ')}</p> : null}
        </div>
        {errors.form ? (
          <p role="alert" style={{ gridColumn: '1 / -1' }}>
            {errors.form}
          </p>
        ) : null}
      </StyledForm>
    </Dialog>
  );
}
