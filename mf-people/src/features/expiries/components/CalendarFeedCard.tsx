import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { icsTokenCall, type TIcsTokenResult } from 'shared/contract';
import { formatDate } from 'shared/domain';
import { useApi, useToast } from 'shared/session';
import { ConfirmDialog, errorMessage, StyledButton, StyledCard, StyledInput, StyledSectionHeader } from 'shared/ui';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-top: ${({ theme }) => theme.space(2)};
  input {
    flex: 1 1 260px;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 12px;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

/** webcal:// makes calendar apps offer to subscribe rather than download once. */
export const webcalUrl = (url: string): string => url.replace(/^https?:\/\//, 'webcal://');

/** The user's private iCalendar feed of expiries: shown once when created; a new one revokes the old. */
export function CalendarFeedCard() {
  const api = useApi();
  const toast = useToast();
  const [feed, setFeed] = useState<TIcsTokenResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const token = useMutation({
    mutationFn: (regenerate: boolean) => api.call(icsTokenCall, { regenerate }),
    onSuccess: (r, regenerate) => {
      setFeed(r);
      setConfirming(false);
      if (regenerate) toast.success('New calendar address created. The old one no longer works.');
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Calendar address copied.');
    } catch {
      toast.error('Copy failed: select the address and copy it by hand.');
    }
  };
  return (
    <StyledCard aria-label="Calendar feed">
      <StyledSectionHeader>
        <h2>Subscribe in your calendar</h2>
      </StyledSectionHeader>
      <StyledMuted>
        Every expiry you can see, as a private feed for Outlook, Google Calendar or Apple Calendar. Anyone with the
        address can read it.
      </StyledMuted>
      {!feed ? (
        <StyledButton type="button" onClick={() => token.mutate(false)} disabled={token.isPending}>
          {token.isPending ? 'Getting the address…' : 'Get my calendar address'}
        </StyledButton>
      ) : feed.url ? (
        <>
          <StyledRow>
            <StyledInput
              readOnly
              aria-label="Calendar address"
              value={feed.url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <StyledButton type="button" onClick={() => void copy(feed.url ?? '')}>
              Copy
            </StyledButton>
            <a href={webcalUrl(feed.url)}>Subscribe</a>
          </StyledRow>
          <StyledMuted>Save it now: for your safety it is shown only once.</StyledMuted>
        </>
      ) : (
        <>
          <StyledMuted>
            You created your calendar address on {formatDate(feed.createdAt)}. It is shown only once; to see an address
            again, create a new one (the old one stops working).
          </StyledMuted>
          <StyledButton type="button" onClick={() => setConfirming(true)}>
            Create a new address
          </StyledButton>
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Create a new calendar address?"
          message={
            <p>
              Calendars subscribed to your current address will stop updating until you subscribe them to the new one.
            </p>
          }
          confirmLabel="Create new address"
          busy={token.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => token.mutate(true)}
        />
      ) : null}
    </StyledCard>
  );
}
