import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MessageList } from 'case-kit/messages';
import { ERROR_CODES, MESSAGE_BODY_MAX, MESSAGE_TEXT } from 'shared/contract';
import { formatDate } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import {
  EmptyState,
  errorCode,
  errorMessage,
  ErrorPanel,
  FormField,
  Loading,
  PageFrame,
  StyledButton,
  StyledCard,
  StyledTextArea,
} from 'shared/ui';
import { useReplyThread, useSendReply } from '../api/messagesQueries';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
  & > button {
    justify-self: end;
    min-width: 120px;
  }
`;

const StyledFacts = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
  overflow-wrap: anywhere;
`;

const StyledSent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success};
  font-weight: 600;
`;

const TITLE = 'Reply to your law firm';

/** What a refused link says: the spec's link wording for a bad or expired token, else the server's words. */
const linkProblem = (error: unknown): string =>
  errorCode(error) === ERROR_CODES.LINK_TOKEN_INVALID ? MESSAGE_TEXT.linkInvalid : errorMessage(error);

/**
 * `/public/communication/reply?token=…` (no sign-in, phone first): the case thread's SHARED
 * messages and a reply box, for the client the e-mail was sent to. The token is bound to one
 * thread and expires; a bad or expired link says so and offers nothing to send.
 */
export default function ReplyPage({ linkToken }: PageProps) {
  const thread = useReplyThread(linkToken);
  if (!linkToken) {
    return (
      <PageFrame title={TITLE} remote="mf-comms">
        <StyledCard>
          <EmptyState level={2} title="This reply link is not complete" description={MESSAGE_TEXT.linkInvalid} />
        </StyledCard>
      </PageFrame>
    );
  }
  if (thread.isLoading) {
    return (
      <PageFrame title={TITLE} remote="mf-comms">
        <Loading label="Loading the messages…" />
      </PageFrame>
    );
  }
  if (thread.isError) {
    const invalid = errorCode(thread.error) === ERROR_CODES.LINK_TOKEN_INVALID;
    return (
      <PageFrame title={TITLE} remote="mf-comms">
        <StyledCard>
          {invalid ? (
            <EmptyState level={2} title="This link can no longer be used" description={linkProblem(thread.error)} />
          ) : (
            <ErrorPanel title="Couldn’t load the messages" message={errorMessage(thread.error)} onRetry={() => void thread.refetch()} />
          )}
        </StyledCard>
      </PageFrame>
    );
  }
  const t = thread.data!;
  return (
    <PageFrame title={TITLE} description={`${t.firmName} · Case ${t.caseNumber}`} remote="mf-comms">
      <StyledCard aria-label="Conversation">
        <StyledFacts>
          Messages from {t.firmName} about case {t.caseNumber}, for {t.recipientName}. This link works until {formatDate(t.expiresAt)}.
        </StyledFacts>
        {t.data.length === 0 ? (
          <EmptyState level={3} title="No messages yet" description="Write to your law firm below." />
        ) : (
          <MessageList messages={t.data} showVisibility={false} />
        )}
        <ReplyForm token={linkToken} firmName={t.firmName} />
      </StyledCard>
    </PageFrame>
  );
}

function ReplyForm({ token, firmName }: { token: string; firmName: string }) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const send = useSendReply(token);
  const submit = () => {
    if (send.isPending) return;
    if (!body.trim()) return setProblem(MESSAGE_TEXT.empty);
    if (body.length > MESSAGE_BODY_MAX) return setProblem(MESSAGE_TEXT.tooLong);
    setProblem(undefined);
    send.mutate(
      { token, body: body.trim() },
      {
        onSuccess: () => {
          setBody('');
          setSent(true);
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
      aria-label="Reply to the firm"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {sent ? <StyledSent role="status">Your reply was sent to {firmName}.</StyledSent> : null}
      <FormField label="Your reply" error={problem ?? (send.error ? linkProblem(send.error) : undefined)} span={6}>
        <StyledTextArea
          rows={5}
          value={body}
          maxLength={MESSAGE_BODY_MAX}
          onChange={(e) => {
            setBody(e.target.value);
            setSent(false);
          }}
          onKeyDown={onKeyDown}
        />
      </FormField>
      <StyledButton type="submit" $variant="primary" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send reply'}
      </StyledButton>
    </StyledForm>
  );
}
