import { useState } from 'react';
import styled from 'styled-components';
import type { TPeopleDocument } from 'shared/contract';
import { formatBytes, formatDate } from 'shared/domain';
import { ConfirmDialog, EmptyState, StyledButton } from 'shared/ui';
import { useOpenDocument } from '../hooks/useOpenDocument';

const StyledGroup = styled.section`
  margin-bottom: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 13px;
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
`;

const StyledSlots = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const StyledSlot = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledSlotLabel = styled.div`
  min-width: 0;
  flex: 1 1 240px;
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledFiles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const StyledFile = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 13px;
`;

const StyledLinkish = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.color.brand};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;

const StyledMissing = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

export interface DocumentSlot {
  key: string;
  label: string;
  tooltip?: string;
}

export interface DocumentGroupDef {
  id: string;
  title: string;
  slots: readonly DocumentSlot[];
}

export interface DocumentListProps {
  documents: readonly TPeopleDocument[];
  /** The registry, grouped; documents of unknown types are listed under "Other". */
  groups: readonly DocumentGroupDef[];
  /** Show every registry slot (a checklist) or only the slots with files. */
  showEmptySlots?: boolean;
  onDelete?: (documentIds: string[]) => Promise<unknown>;
}

/** Documents by type: each slot of the registry with its files (open, remove) or "Not uploaded". */
export function DocumentList({ documents, groups, showEmptySlots = false, onDelete }: DocumentListProps) {
  const open = useOpenDocument();
  const [confirming, setConfirming] = useState<TPeopleDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const byType = new Map<string, TPeopleDocument[]>();
  for (const d of documents) byType.set(d.docType, [...(byType.get(d.docType) ?? []), d]);
  const known = new Set(groups.flatMap((g) => g.slots.map((s) => s.key)));
  const unknown = documents.filter((d) => !known.has(d.docType));
  const allGroups: DocumentGroupDef[] = [
    ...groups,
    ...(unknown.length > 0
      ? [
          {
            id: 'unlisted',
            title: 'Other',
            slots: [...new Map(unknown.map((d) => [d.docType, { key: d.docType, label: d.label }])).values()],
          },
        ]
      : []),
  ];
  const visible = allGroups
    .map((g) => ({ ...g, slots: g.slots.filter((s) => showEmptySlots || byType.has(s.key)) }))
    .filter((g) => g.slots.length > 0);

  if (visible.length === 0)
    return (
      <EmptyState
        level={3}
        title="No documents yet"
        description="Documents uploaded for this record will show here, by type."
      />
    );

  return (
    <>
      {visible.map((g) => (
        <StyledGroup key={g.id} aria-label={g.title}>
          <h3>{g.title}</h3>
          <StyledSlots>
            {g.slots.map((slot) => {
              const files = byType.get(slot.key) ?? [];
              return (
                <StyledSlot key={slot.key}>
                  <StyledSlotLabel>
                    <span title={slot.tooltip}>{slot.label}</span>
                    {slot.tooltip && files.length === 0 ? <small>{slot.tooltip}</small> : null}
                  </StyledSlotLabel>
                  <StyledFiles>
                    {files.length === 0 ? <StyledMissing>Not uploaded</StyledMissing> : null}
                    {files.map((f) => (
                      <StyledFile key={f.id}>
                        <StyledLinkish
                          type="button"
                          onClick={() => open.mutate(f)}
                          title={`Uploaded ${formatDate(f.uploadedAt)}`}
                        >
                          {f.name}
                        </StyledLinkish>
                        {f.size ? <StyledMissing>({formatBytes(f.size)})</StyledMissing> : null}
                        {onDelete ? (
                          <StyledButton type="button" aria-label={`Remove ${f.name}`} onClick={() => setConfirming(f)}>
                            Remove
                          </StyledButton>
                        ) : null}
                      </StyledFile>
                    ))}
                  </StyledFiles>
                </StyledSlot>
              );
            })}
          </StyledSlots>
        </StyledGroup>
      ))}
      {confirming && onDelete ? (
        <ConfirmDialog
          title="Remove this document?"
          message={
            <p>
              <strong>{confirming.name}</strong> ({confirming.label}) will be detached from this record. The change is
              recorded in the activity.
            </p>
          }
          confirmLabel="Remove document"
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setBusy(true);
            void onDelete([confirming.id])
              .then(() => setConfirming(null))
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        />
      ) : null}
    </>
  );
}
