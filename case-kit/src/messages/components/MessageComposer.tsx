import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_BODY_MAX, MESSAGE_TEXT } from 'shared/contract/communication';
import type { TMessageVisibility } from 'shared/contract';
import { formatBytes } from 'shared/domain/format';
import { useSession } from 'shared/session';
import { StyledButton } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';
import { StyledCheckboxLabel } from 'shared/ui/form';
import { MentionTextArea } from 'shared/ui/mention';
import type { MentionOption } from 'shared/ui';
import { useMentionCandidates, useSendMessage, useUploadAttachment } from '../api/messagesQueries';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../utils/attachments';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
  }
  legend {
    font-size: 13px;
    font-weight: 500;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  .grow {
    flex: 1;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledFiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: 13px;
    overflow-wrap: anywhere;
  }
  progress {
    width: 120px;
  }
  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.danger};
    cursor: pointer;
  }
`;

interface PendingFile {
  id: string;
  name: string;
  size: number;
  progress: number;
  key?: string;
  error?: string;
}

export interface MessageComposerProps {
  petitionId: string;
  /** Staff may choose internal; clients post shared only. */
  canPostInternal: boolean;
}

/** The `@Name` mentions still present in the text. */
const mentionedIds = (body: string, picked: readonly MentionOption[]): string[] =>
  [...new Set(picked.filter((o) => body.includes(`@${o.label}`)).map((o) => o.id))];

/**
 * Writes a message on a case thread: the visibility (staff only), @mentions of people who may see
 * it, attachments (checked, uploaded with progress), Ctrl/Cmd+Enter or the button sends.
 */
export function MessageComposer({ petitionId, canPostInternal }: MessageComposerProps) {
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<TMessageVisibility>(canPostInternal ? 'internal' : 'shared');
  const [picked, setPicked] = useState<MentionOption[]>([]);
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const effective: TMessageVisibility = canPostInternal ? visibility : 'shared';
  const me = useSession((s) => s.user?.userId ?? null);
  const candidates = useMentionCandidates(petitionId, effective);
  const options = useMemo<MentionOption[]>(
    () => (candidates.data?.data ?? []).filter((u) => u.userId !== me).map((u) => ({ id: u.userId, label: u.name, description: u.staff ? 'Staff' : 'Client' })),
    [candidates.data, me],
  );
  const upload = useUploadAttachment();
  const send = useSendMessage();
  const uploading = files.some((f) => !f.key && !f.error);

  const patchFile = (id: string, patch: Partial<PendingFile>) => setFiles((all) => all.map((f) => (f.id === id ? { ...f, ...patch } : f)));

  const onPick = async (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (chosen.length === 0) return;
    const room = MESSAGE_ATTACHMENTS_MAX - files.filter((f) => !f.error).length;
    if (chosen.length > room) return setProblem(MESSAGE_TEXT.tooManyFiles);
    const refused = chosen.map((f) => ({ f, why: attachmentProblem(f) })).filter((r) => r.why);
    if (refused.length > 0) return setProblem(refused.map((r) => `${r.f.name}: ${r.why}`).join(' '));
    setProblem(undefined);
    const batch = chosen.map((f, i) => ({ file: f, row: { id: `${Date.now()}-${i}-${f.name}`, name: f.name, size: f.size, progress: 0 } }));
    setFiles((all) => [...all, ...batch.map((b) => b.row)]);
    for (const { file, row } of batch) {
      try {
        const stored = await upload(file, (p) => patchFile(row.id, { progress: p }));
        patchFile(row.id, { progress: 100, key: stored.key });
      } catch (e) {
        patchFile(row.id, { error: errorMessage(e) });
      }
    }
  };

  const submit = () => {
    if (send.isPending || uploading) return;
    if (!body.trim()) return setProblem(MESSAGE_TEXT.empty);
    if (body.length > MESSAGE_BODY_MAX) return setProblem(MESSAGE_TEXT.tooLong);
    setProblem(undefined);
    send.mutate(
      {
        petitionId,
        body: body.trim(),
        visibility: effective,
        mentions: mentionedIds(body, picked),
        attachments: files.filter((f) => f.key).map((f) => ({ key: f.key!, name: f.name })),
      },
      {
        onSuccess: () => {
          setBody('');
          setPicked([]);
          setFiles([]);
        },
      },
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <StyledForm
      aria-label="New message"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {canPostInternal ? (
        <StyledRow>
          <fieldset>
            <legend>Who can read it</legend>
            <StyledCheckboxLabel>
              <input type="radio" name={`visibility-${petitionId}`} value="internal" checked={visibility === 'internal'} onChange={() => setVisibility('internal')} />
              Internal (staff only)
            </StyledCheckboxLabel>
            <StyledCheckboxLabel>
              <input type="radio" name={`visibility-${petitionId}`} value="shared" checked={visibility === 'shared'} onChange={() => setVisibility('shared')} />
              Shared with the client
            </StyledCheckboxLabel>
          </fieldset>
        </StyledRow>
      ) : (
        <StyledRow>
          <small>Your message is shared with your law firm&apos;s case team.</small>
        </StyledRow>
      )}
      <MentionTextArea
        label={effective === 'internal' ? 'Internal message (staff only)' : 'Message shared with the client'}
        value={body}
        onChange={setBody}
        options={options}
        onMention={(o) => setPicked((all) => (all.some((p) => p.id === o.id) ? all : [...all, o]))}
        onKeyDown={onKeyDown}
        error={problem ?? (send.error ? errorMessage(send.error) : undefined)}
        hint="Type @ to mention someone. Ctrl+Enter (⌘+Enter) sends."
        rows={3}
        maxLength={MESSAGE_BODY_MAX}
      />
      {files.length > 0 ? (
        <StyledFiles aria-label="Files to attach">
          {files.map((f) => (
            <li key={f.id}>
              <span>
                {f.name} <small>({formatBytes(f.size)})</small>
              </span>
              {f.error ? (
                <span role="alert">{f.error}</span>
              ) : (
                <>
                  <progress max={100} value={f.progress} aria-label={`Uploading ${f.name}`} />
                  <small>{f.key ? 'Ready' : `${f.progress}%`}</small>
                </>
              )}
              <button type="button" aria-label={`Remove ${f.name}`} onClick={() => setFiles((all) => all.filter((x) => x.id !== f.id))}>
                ✕
              </button>
            </li>
          ))}
        </StyledFiles>
      ) : null}
      <StyledRow>
        <input
          id={fileInputId}
          ref={fileInput}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          hidden
          aria-label="Attach files"
          data-testid="message-file-input"
          onChange={(e) => void onPick(e.target.files)}
        />
        <StyledButton type="button" onClick={() => fileInput.current?.click()} disabled={send.isPending}>
          Attach files
        </StyledButton>
        <span className="grow" />
        <StyledButton type="submit" $variant="primary" disabled={send.isPending || uploading}>
          {send.isPending ? 'Sending…' : uploading ? 'Uploading…' : 'Send'}
        </StyledButton>
      </StyledRow>
    </StyledForm>
  );
}
