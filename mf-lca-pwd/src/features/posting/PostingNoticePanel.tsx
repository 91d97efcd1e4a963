import { useState } from 'react';
import styled from 'styled-components';
import type { TNoticeLocation, TWorksiteNotice } from 'shared/contract';
import { formatDate } from 'shared/domain';
import { ConfirmDialog, EmptyState, QueryState, StatusBadge, StyledButton, StyledCard, type BadgeTone } from 'shared/ui';
import { useDeleteNotice, useLcaNotices } from '../paf/api/pafQueries';
import { NoticeDialog } from './NoticeDialog';

const StyledSite = styled.section`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => theme.space(3)} 0;
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
`;
const StyledLocations = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr) auto;
    gap: ${({ theme }) => theme.space(2)};
    align-items: start;
  }
  @media (max-width: 768px) {
    li {
      grid-template-columns: 1fr;
    }
  }
`;
const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  flex-wrap: wrap;
`;

export const WORKSITE_STATE: Record<TWorksiteNotice['state'], { label: string; tone: BadgeTone }> = {
  missing: { label: 'Notice missing', tone: 'warning' },
  recorded: { label: 'Posted', tone: 'info' },
  complete: { label: 'Posting complete', tone: 'success' },
  problem: { label: 'Came down early', tone: 'danger' },
};
const LOCATION_STATE: Record<TNoticeLocation['state'], { label: string; tone: BadgeTone }> = {
  'not-posted': { label: 'Not posted', tone: 'neutral' },
  posted: { label: 'Up', tone: 'info' },
  complete: { label: 'Full period', tone: 'success' },
  'removed-early': { label: 'Removed early', tone: 'danger' },
};

const dateOr = (d: string | null, none = '—') => (d ? formatDate(d) : none);

export interface PostingNoticePanelProps {
  /** The LCA (its case id). */
  lcaId: string;
  /** Hide the add/edit/remove actions (the caller may not change the LCA). */
  readOnly?: boolean;
}

/**
 * The posting notices of an LCA (issue 19 point 3), worksite by worksite: two hard-copy
 * locations for 10 business days, or an electronic notice; dates, "may come down" day and proofs.
 * The LCA cannot be marked filed until every worksite shows "Posted" or "Posting complete".
 */
export function PostingNoticePanel({ lcaId, readOnly = false }: PostingNoticePanelProps) {
  const query = useLcaNotices(lcaId);
  const remove = useDeleteNotice();
  const [editing, setEditing] = useState<{ site: TWorksiteNotice; notice?: TNoticeLocation } | null>(null);
  const [removing, setRemoving] = useState<TNoticeLocation | null>(null);
  return (
    <StyledCard aria-labelledby="posting-notices-title">
      <h3 id="posting-notices-title">Posting notices</h3>
      <QueryState query={query} noun="posting notices">
        {(n) => (
          <>
            <p>
              Each place of employment: a hard copy in {n.locationsPerWorksite} conspicuous locations for {n.noticeDays} {n.noticeDayKind} days, or an electronic notice.{' '}
              {n.allRecorded ? 'Every worksite’s notice is recorded: the LCA may be marked filed.' : 'Record every worksite’s notice before the LCA is marked filed.'}
            </p>
            {!n.worksites.length ? <EmptyState title="No worksites yet" description="Add the worksites on the LCA first; their notices are recorded here." level={3} /> : null}
            {n.worksites.map((site, i) => (
              <StyledSite key={site.worksiteId} aria-label={`Worksite ${i + 1}`}>
                <h4>
                  <span>
                    Worksite {i + 1}: {site.address}
                  </span>
                  <StatusBadge tone={WORKSITE_STATE[site.state].tone}>{WORKSITE_STATE[site.state].label}</StatusBadge>
                </h4>
                {site.locations.length ? (
                  <StyledLocations>
                    {site.locations.map((l) => (
                      <li key={l.id}>
                        <div>
                          <strong>{l.label}</strong>
                          <div>{l.mode === 'electronic' ? 'Electronic notice' : 'Hard copy'}</div>
                          <StatusBadge tone={LOCATION_STATE[l.state].tone}>{LOCATION_STATE[l.state].label}</StatusBadge>
                        </div>
                        <div>
                          <div>Posted: {dateOr(l.postedOn, 'not yet')}</div>
                          <div>May come down: {dateOr(l.canComeDownOn)}</div>
                          <div>Removed: {dateOr(l.removedOn, l.postedOn ? 'still up' : '—')}</div>
                          <div>
                            Proofs:{' '}
                            {l.proofs.length
                              ? l.proofs.map((p, k) => (
                                  <span key={p.key}>
                                    {k ? ', ' : ''}
                                    {p.url ? (
                                      <a href={p.url} target="_blank" rel="noreferrer">
                                        {p.name}
                                      </a>
                                    ) : (
                                      p.name
                                    )}
                                  </span>
                                ))
                              : 'none'}
                          </div>
                        </div>
                        {readOnly ? null : (
                          <StyledActions>
                            <StyledButton type="button" onClick={() => setEditing({ site, notice: l })} aria-label={`Edit ${l.label}`}>
                              Edit
                            </StyledButton>
                            <StyledButton type="button" $variant="danger" onClick={() => setRemoving(l)} aria-label={`Remove ${l.label}`}>
                              Remove
                            </StyledButton>
                          </StyledActions>
                        )}
                      </li>
                    ))}
                  </StyledLocations>
                ) : (
                  <p>No notice recorded for this worksite.</p>
                )}
                {readOnly ? null : (
                  <StyledButton type="button" onClick={() => setEditing({ site })} aria-label={`Add posting location to worksite ${i + 1}`}>
                    Add location
                  </StyledButton>
                )}
              </StyledSite>
            ))}
          </>
        )}
      </QueryState>
      {editing ? <NoticeDialog lcaId={lcaId} worksiteId={editing.site.worksiteId} worksiteAddress={editing.site.address} notice={editing.notice} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <ConfirmDialog
          title="Remove this posting location?"
          message={`“${removing.label}” and its ${removing.proofs.length} proof(s) will be removed from the LCA.`}
          confirmLabel="Remove"
          busy={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => remove.mutate({ lcaId, noticeId: removing.id }, { onSettled: () => setRemoving(null) })}
        />
      ) : null}
    </StyledCard>
  );
}
