import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { useToast } from 'shared/session';
import { Dialog, errorMessage, StyledButton, StyledInput, useDebouncedCallback } from 'shared/ui';

const StyledOptions = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  max-height: 260px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const StyledOption = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    cursor: pointer;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledWarning = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerBg};
  border-radius: ${({ theme }) => theme.radius};
`;

export interface MergeCandidate {
  id: string;
  label: string;
  detail?: string;
}

export interface MergeDialogProps {
  /** 'petitioner', 'beneficiary', 'employee'. */
  noun: string;
  target: { id: string; name: string };
  /** What moves from the duplicate to the kept record, for the warning. */
  moves: string;
  search: (text: string, signal: AbortSignal) => Promise<MergeCandidate[]>;
  merge: (sourceId: string) => Promise<unknown>;
  onClose: () => void;
  onMerged: () => void;
  /** Preselected duplicate (from a duplicate warning on create). */
  initialSource?: MergeCandidate;
}

/** Pick the duplicate, read what will happen, confirm: the duplicate is merged into this record and removed. */
export function MergeDialog({
  noun,
  target,
  moves,
  search,
  merge,
  onClose,
  onMerged,
  initialSource,
}: MergeDialogProps) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [source, setSource] = useState<MergeCandidate | null>(initialSource ?? null);
  const [confirming, setConfirming] = useState(!!initialSource);
  const debounced = useDebouncedCallback(setTerm, 300);
  const candidates = useQuery({
    queryKey: ['people', 'merge-candidates', noun, term],
    queryFn: ({ signal }) => search(term, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
  const mutation = useMutation({
    mutationFn: (sourceId: string) => merge(sourceId),
    onSuccess: () => {
      toast.success(`${source?.label ?? 'The duplicate'} was merged into ${target.name}.`);
      onMerged();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const options = (candidates.data ?? []).filter((c) => c.id !== target.id);

  if (confirming && source) {
    return (
      <Dialog
        title={`Merge into ${target.name}?`}
        role="alertdialog"
        onClose={onClose}
        locked={mutation.isPending}
        footer={
          <>
            <StyledButton
              type="button"
              onClick={() => (initialSource ? onClose() : setConfirming(false))}
              disabled={mutation.isPending}
              data-autofocus
            >
              {initialSource ? 'Cancel' : 'Back'}
            </StyledButton>
            <StyledButton
              type="button"
              $variant="danger"
              onClick={() => mutation.mutate(source.id)}
              disabled={mutation.isPending}
            >
              {mutation.isPending ? 'Merging…' : `Merge and remove ${source.label}`}
            </StyledButton>
          </>
        }
      >
        <StyledWarning>
          <p>
            <strong>{source.label}</strong> will be merged into <strong>{target.name}</strong>: {moves} move to{' '}
            {target.name}, its empty fields are filled from the duplicate, and <strong>{source.label}</strong> is
            removed.
          </p>
          <p>This cannot be undone. Both records keep the change in their activity.</p>
        </StyledWarning>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={`Merge a duplicate ${noun} into ${target.name}`}
      onClose={onClose}
      footer={
        <>
          <StyledButton type="button" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="button" $variant="primary" disabled={!source} onClick={() => setConfirming(true)}>
            Continue
          </StyledButton>
        </>
      }
    >
      <label htmlFor="merge-search">Find the duplicate {noun}</label>
      <StyledInput
        id="merge-search"
        type="search"
        data-autofocus
        value={text}
        placeholder="Type at least 2 letters…"
        onChange={(e) => {
          setText(e.target.value);
          debounced.call(e.target.value.trim());
        }}
      />
      {term.length >= 2 ? (
        candidates.isLoading ? (
          <p>Searching…</p>
        ) : options.length === 0 ? (
          <p>
            No other {noun} matches “{term}”.
          </p>
        ) : (
          <StyledOptions role="radiogroup" aria-label={`Duplicate ${noun}`}>
            {options.map((c) => (
              <StyledOption key={c.id}>
                <label>
                  <input type="radio" name="merge-source" checked={source?.id === c.id} onChange={() => setSource(c)} />
                  <span>
                    {c.label}
                    {c.detail ? <small>{c.detail}</small> : null}
                  </span>
                </label>
              </StyledOption>
            ))}
          </StyledOptions>
        )
      ) : null}
    </Dialog>
  );
}
