import { useRef, useState, type ReactElement } from 'react';
import { formatDate } from 'shared/domain/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SPONSORSHIP_REASON_MAX } from 'shared/contract/questionnaire';
import type { TConfirmSponsorshipResult, TSponsorshipLinkView } from 'shared/contract';
import { ErrorPanel, Loading, PageFrame, StyledButton, StyledCard } from 'shared/ui-core';
import { errorCode, errorMessage } from 'shared/ui/errors';
import { FormField, StyledFormActions, StyledTextArea } from 'shared/ui/form';
import { EmptyState, StyledLinkButton } from 'shared/ui/widgets';
import { useConfirmSponsorship, useSponsorshipLink } from '../api/questionnaireQueries';
import type { FillLanguage } from '../i18n';
import { LocalizedPage } from './LocalizedPage';

const DEFAULT_REMOTE = 'mf-cases';

/** The Form I-864 obligations, in the order the page lists them (texts in ../i18n). */
const OBLIGATIONS = ['support', 'benefits', 'enforce', 'duration', 'address', 'evidence'] as const;

const StyledList = styled.ul`
  margin: ${({ theme }) => `${theme.space(2)} 0`};
  padding-left: ${({ theme }) => theme.space(5)};
  line-height: 1.5;
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const StyledNote = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledAlert = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

export interface ConfirmSponsorshipProps {
  token: string | null;
  language?: FillLanguage;
  /** The remote whose page frame shows the screen (mf-cases unless another case remote hosts it). */
  remote?: string;
}

/** /public/confirm-sponsorship-questionnaire: a sponsor confirms or declines, in their language. */
export function ConfirmSponsorship({ token, language = 'en', remote = DEFAULT_REMOTE }: ConfirmSponsorshipProps) {
  return (
    <LocalizedPage language={language}>{(picker) => <Content token={token} picker={picker} remote={remote} />}</LocalizedPage>
  );
}

function Content({ token, picker, remote }: { token: string | null; picker: ReactElement; remote: string }) {
  const { t } = useTranslation();
  const query = useSponsorshipLink(token);
  const [answer, setAnswer] = useState<TConfirmSponsorshipResult | null>(null);
  const frame = (children: ReactElement, description?: string) => (
    <PageFrame title={t('sponsorship.title')} description={description} remote={remote} actions={picker}>
      {children}
    </PageFrame>
  );

  if (!token) return frame(<EmptyState title={t('incomplete.title')} description={t('incomplete.text')} />);
  if (query.isLoading) return frame(<Loading label={t('sponsorship.loading')} />);
  if (query.isError || !query.data) {
    return frame(
      errorCode(query.error) === 'LINK_TOKEN_INVALID' ? (
        <EmptyState title={t('sponsorship.dead.title')} description={t('sponsorship.dead.text')} />
      ) : (
        <ErrorPanel
          title={t('sponsorship.loadError.title')}
          message={t('sponsorship.loadError.text')}
          onRetry={() => void query.refetch()}
        />
      ),
    );
  }
  const v = query.data;
  const firm = v.firmName;
  if (answer) return frame(<Answered view={v} answer={answer} />, firm);
  if (v.status !== 'pending') return frame(<AnsweredBefore view={v} />, firm);
  return frame(<Ask view={v} token={token} onAnswered={setAnswer} />, firm);
}

function Ask({
  view,
  token,
  onAnswered,
}: {
  view: TSponsorshipLinkView;
  token: string;
  onAnswered: (a: TConfirmSponsorshipResult) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmSponsorship(token);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [alert, setAlert] = useState('');
  const [dead, setDead] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const send = async (decision: 'confirm' | 'decline') => {
    if (decision === 'decline' && reason.trim().length > SPONSORSHIP_REASON_MAX) {
      setReasonError(t('sponsorship.reasonTooLong', { max: SPONSORSHIP_REASON_MAX }));
      reasonRef.current?.focus();
      return;
    }
    setAlert('');
    try {
      const r = await confirm.mutateAsync(
        decision === 'decline' && reason.trim() ? { decision, reason: reason.trim() } : { decision },
      );
      onAnswered(r);
    } catch (e) {
      if (errorCode(e) === 'LINK_TOKEN_INVALID') setDead(true);
      else setAlert(errorMessage(e));
    }
  };

  if (dead) return <EmptyState title={t('sponsorship.dead.title')} description={t('sponsorship.dead.text')} />;
  return (
    <>
      <StyledCard>
        <p>
          {t('sponsorship.ask', {
            firm: view.firmName,
            role: t(`sponsorship.role.${view.role}`),
            beneficiary: view.beneficiaryName ?? t('sponsorship.theBeneficiary'),
            typeName: view.typeName,
            caseNumber: view.caseNumber,
          })}
        </p>
        <h2>{t('sponsorship.obligationsTitle')}</h2>
        <StyledList>
          {OBLIGATIONS.map((o) => (
            <li key={o}>{t(`sponsorship.obligations.${o}`)}</li>
          ))}
        </StyledList>
        <StyledNote>{t('sponsorship.notAdvice')}</StyledNote>
      </StyledCard>
      {alert ? <StyledAlert role="alert">{alert}</StyledAlert> : null}
      {declining ? (
        <StyledCard aria-labelledby="decline-heading">
          <h2 id="decline-heading">{t('sponsorship.declineTitle')}</h2>
          <FormField
            label={t('sponsorship.reason')}
            hint={t('sponsorship.reasonHint', { max: SPONSORSHIP_REASON_MAX })}
            error={reasonError || undefined}
            span={6}
          >
            <StyledTextArea
              ref={reasonRef}
              rows={4}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError('');
              }}
            />
          </FormField>
          <StyledFormActions>
            <StyledButton type="button" disabled={confirm.isPending} onClick={() => setDeclining(false)}>
              {t('sponsorship.cancel')}
            </StyledButton>
            <StyledButton
              type="button"
              $variant="danger"
              disabled={confirm.isPending}
              onClick={() => void send('decline')}
            >
              {confirm.isPending ? t('sponsorship.sending') : t('sponsorship.sendDecline')}
            </StyledButton>
          </StyledFormActions>
        </StyledCard>
      ) : (
        <StyledFormActions>
          <StyledButton type="button" disabled={confirm.isPending} onClick={() => setDeclining(true)}>
            {t('sponsorship.decline')}
          </StyledButton>
          <StyledButton
            type="button"
            $variant="primary"
            disabled={confirm.isPending}
            onClick={() => void send('confirm')}
          >
            {confirm.isPending ? t('sponsorship.sending') : t('sponsorship.confirm')}
          </StyledButton>
        </StyledFormActions>
      )}
    </>
  );
}

/** Right after answering. */
function Answered({ view, answer }: { view: TSponsorshipLinkView; answer: TConfirmSponsorshipResult }) {
  const { t } = useTranslation();
  if (answer.status === 'declined') {
    return (
      <StyledCard role="status">
        <h2>{t('sponsorship.declinedTitle')}</h2>
        <p>{t('sponsorship.declinedText', { firm: view.firmName })}</p>
      </StyledCard>
    );
  }
  return (
    <StyledCard role="status">
      <h2>{t('sponsorship.confirmedTitle')}</h2>
      <p>{t('sponsorship.confirmedText', { firm: view.firmName })}</p>
      {answer.questionnaireUrl ? (
        <>
          <p>{t('sponsorship.continueText')}</p>
          <StyledLinkButton to={answer.questionnaireUrl}>{t('sponsorship.continue')}</StyledLinkButton>
        </>
      ) : view.role === 'joint-sponsor' ? (
        <p>{t('sponsorship.jointNext')}</p>
      ) : (
        <p>{t('sponsorship.questionnaireDone')}</p>
      )}
    </StyledCard>
  );
}

/** Opening the link again after answering: the answer, read-only. */
function AnsweredBefore({ view }: { view: TSponsorshipLinkView }) {
  const { t } = useTranslation();
  const date = formatDate(view.respondedAt);
  const confirmed = view.status === 'confirmed';
  return (
    <StyledCard role="status">
      <p>{t(confirmed ? 'sponsorship.answeredConfirmed' : 'sponsorship.answeredDeclined', { date })}</p>
      {confirmed && view.role === 'sponsor' ? (
        <p>
          {view.questionnaireStatus === 'submitted'
            ? t('sponsorship.questionnaireDone')
            : t('sponsorship.questionnaireMailed')}
        </p>
      ) : null}
      {confirmed && view.role === 'joint-sponsor' ? <p>{t('sponsorship.jointNext')}</p> : null}
    </StyledCard>
  );
}
