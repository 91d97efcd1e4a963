import { useId, useState } from 'react';
import styled from 'styled-components';
import type { TPdfFormVersion } from 'shared/contract';
import { formatDate } from 'shared/domain/format';
import { StyledButton, StyledCard } from 'shared/ui-core';
import { ConfirmDialog } from 'shared/ui/dialog';
import { StatusBadge } from 'shared/ui/widgets';
import {
  useDeleteFormVersion,
  useDownloadAllForms,
  useDownloadFormVersions,
  useMarkFinalVersion,
  useOpenFormVersion,
} from '../api/formsQueries';
import { StyledActions, StyledHeader, StyledMuted } from './formParts';
import { StyledDataTable } from '../../ui/StyledDataTable';

/*
 * Every version of the case's forms and letters, newest first: generated or uploaded, the final
 * one of each form marked. Open, mark final, delete (after confirming), and download the chosen
 * versions (one opens, several as a zip) or all forms.
 */

/** Columns hidden on phones. */
const PHONE_HIDDEN = [4, 5];

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledScroll = styled.div`
  overflow-x: auto;
`;

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Read by screen readers, not shown. */
const StyledHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const label = (v: TPdfFormVersion) => `${v.formCode} version ${v.version}`;

export function FormVersionsTable({ petitionId, versions }: { petitionId: string; versions: TPdfFormVersion[] }) {
  const headingId = useId();
  const open = useOpenFormVersion(petitionId);
  const zip = useDownloadAllForms(petitionId);
  const download = useDownloadFormVersions(petitionId);
  const markFinal = useMarkFinalVersion(petitionId);
  const remove = useDeleteFormVersion(petitionId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<TPdfFormVersion | null>(null);
  const selected = versions.filter((v) => chosen.has(v.id));
  const toggle = (id: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledStack>
        <StyledHeader>
          <h3 id={headingId}>Forms and letters</h3>
          {versions.length ? (
            <StyledActions>
              <StyledButton
                type="button"
                disabled={selected.length === 0 || download.isPending}
                onClick={() => download.mutate(selected.map((v) => v.id))}
              >
                {download.isPending
                  ? 'Preparing…'
                  : selected.length > 1
                    ? `Download selected (${selected.length})`
                    : 'Download selected'}
              </StyledButton>
              <StyledButton type="button" onClick={() => zip.mutate()} disabled={zip.isPending}>
                {zip.isPending ? 'Preparing…' : 'Download all forms'}
              </StyledButton>
            </StyledActions>
          ) : null}
        </StyledHeader>
        {versions.length === 0 ? (
          <StyledMuted>No form has been generated for this case yet.</StyledMuted>
        ) : (
          <>
            <StyledMuted>
              The final version of each form or letter is the one to file; Download all forms takes it (else the
              latest).
            </StyledMuted>
            <StyledScroll>
              <StyledDataTable $valign="middle" $hideOnPhone={PHONE_HIDDEN}>
                <thead>
                  <tr>
                    <th scope="col">
                      <StyledHidden>Choose</StyledHidden>
                    </th>
                    <th scope="col">Form or letter</th>
                    <th scope="col">Version</th>
                    <th scope="col">Edition</th>
                    <th scope="col">Added</th>
                    <th scope="col">Status</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {versions.map((v) => (
                    <tr key={v.id}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Choose ${label(v)}`}
                          checked={chosen.has(v.id)}
                          onChange={(e) => toggle(v.id, e.target.checked)}
                        />
                      </td>
                      <td>{v.formCode}</td>
                      <td>{v.version}</td>
                      <td>{v.edition || '—'}</td>
                      <td>
                        {formatDate(v.createdAt)}
                        {v.createdByName ? ` by ${v.createdByName}` : ''}
                      </td>
                      <td>
                        <StyledBadges>
                          <StatusBadge tone={v.source === 'uploaded' ? 'info' : 'neutral'}>
                            {v.source === 'uploaded' ? 'Uploaded' : 'Generated'}
                          </StatusBadge>
                          {v.category === 'letter' ? <StatusBadge tone="neutral">Letter</StatusBadge> : null}
                          {v.isFinal ? <StatusBadge tone="success">Final</StatusBadge> : null}
                        </StyledBadges>
                      </td>
                      <td>
                        <StyledActions>
                          <StyledButton type="button" onClick={() => open.mutate(v)} aria-label={`Open ${v.file.name}`}>
                            Open
                          </StyledButton>
                          <StyledButton
                            type="button"
                            disabled={markFinal.isPending}
                            aria-label={v.isFinal ? `Unmark ${label(v)} as final` : `Mark ${label(v)} as final`}
                            onClick={() => markFinal.mutate({ versionId: v.id, isFinal: !v.isFinal })}
                          >
                            {v.isFinal ? 'Unmark final' : 'Mark final'}
                          </StyledButton>
                          <StyledButton
                            type="button"
                            $variant="danger"
                            aria-label={`Delete ${label(v)}`}
                            onClick={() => setDeleting(v)}
                          >
                            Delete
                          </StyledButton>
                        </StyledActions>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </StyledDataTable>
            </StyledScroll>
          </>
        )}
        {deleting ? (
          <ConfirmDialog
            title="Delete version"
            message={`Delete ${label(deleting)} (${deleting.file.name})?${
              deleting.isFinal ? ' It is the final version to file.' : ''
            } The stored file is removed too.`}
            confirmLabel="Delete"
            danger
            busy={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() =>
              remove.mutate(deleting, {
                onSettled: () => {
                  toggle(deleting.id, false);
                  setDeleting(null);
                },
              })
            }
          />
        ) : null}
      </StyledStack>
    </StyledCard>
  );
}
