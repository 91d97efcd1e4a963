import { useEffect, useId, useMemo, useState, type ReactElement } from 'react';
import { formatDateTime } from 'shared/domain/format';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { TSignDetails, TSignDocumentResult } from 'shared/contract';
import { ErrorPanel, Loading, mobile, PageFrame, StyledButton, StyledCard } from 'shared/ui-core';
import { Dialog } from 'shared/ui/dialog';
import { errorCode, errorMessage } from 'shared/ui/errors';
import { StyledCheckboxLabel, StyledTextArea } from 'shared/ui/form';
import { EmptyState } from 'shared/ui/widgets';
import { useDeclineSign, useSignDetails, useSignDocument, useSignView } from '../api/esignQueries';
import type { SignLanguage } from '../i18n';
import { PdfViewer } from '../../documents/components/PdfViewer';
import { SignatureInput, type SignatureValue } from './SignatureInput';
import { SignLocalized } from './SignLocalized';

const DEFAULT_REMOTE = 'mf-cases';
/** Where the signer lands after signing or declining (a shell page). */
export const ESIGN_COMPLETE_PATH = '/auth/on-esign-complete';

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 880px;
`;

const StyledSection = styled(StyledCard)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 17px;
  }
  p {
    margin: 0;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${mobile} {
    & > button {
      flex: 1 1 100%;
      min-height: 44px;
    }
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

/** The base64 PDF as bytes (for the viewer) and as a blob address (for the download link, revoked when it changes or the page goes). */
function usePdf(base64: string | undefined): { bytes: ArrayBuffer; url: string } | null {
  const pdf = useMemo(() => {
    if (!base64) return null;
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return { bytes: bytes.buffer, url: URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' })) };
  }, [base64]);
  useEffect(() => () => (pdf ? URL.revokeObjectURL(pdf.url) : undefined), [pdf]);
  return pdf;
}

export interface SignDocumentProps {
  token: string | null;
  language?: SignLanguage;
  /** The remote whose page frame shows the screen (mf-cases unless another case remote hosts it). */
  remote?: string;
}

/** The signer's page behind a signing link (SPEC §2.3 /auth/sign-document), in English or Spanish. */
export function SignDocument({ language = 'en', token, remote = DEFAULT_REMOTE }: SignDocumentProps) {
  return (
    <SignLocalized language={language}>
      {(picker, lng) => <SignContent token={token} picker={picker} lng={lng} remote={remote} />}
    </SignLocalized>
  );
}

function SignContent({
  token,
  picker,
  lng,
  remote,
}: {
  token: string | null;
  picker: ReactElement;
  lng: SignLanguage;
  remote: string;
}) {
  const { t } = useTranslation();
  const details = useSignDetails(token);
  if (!token) {
    return (
      <PageFrame title={t('title')} remote={remote} actions={picker}>
        <EmptyState title={t('incomplete.title')} description={t('incomplete.text')} />
      </PageFrame>
    );
  }
  if (details.isLoading) {
    return (
      <PageFrame title={t('title')} remote={remote} actions={picker}>
        <Loading label={t('loading')} />
      </PageFrame>
    );
  }
  if (details.isError || !details.data) {
    return (
      <PageFrame title={t('title')} remote={remote} actions={picker}>
        {errorCode(details.error) === 'LINK_TOKEN_INVALID' ? (
          <EmptyState title={t('dead.title')} description={t('dead.text')} />
        ) : (
          <ErrorPanel
            title={t('loadError.title')}
            message={t('loadError.text')}
            onRetry={() => void details.refetch()}
          />
        )}
      </PageFrame>
    );
  }
  return <SignForm token={token} d={details.data} picker={picker} lng={lng} remote={remote} />;
}

function SignForm({
  token,
  d,
  picker,
  lng,
  remote,
}: {
  token: string;
  d: TSignDetails;
  picker: ReactElement;
  lng: SignLanguage;
  remote: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const consentId = useId();
  const view = useSignView(token, true);
  const pdf = usePdf(view.data?.contentBase64);
  const [consent, setConsent] = useState(false);
  const [signature, setSignature] = useState<SignatureValue | null>(null);
  const [method, setMethod] = useState<'draw' | 'type'>('draw');
  const [problem, setProblem] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const sign = useSignDocument(token);
  const decline = useDeclineSign(token);
  const busy = sign.isPending || decline.isPending;
  // The signed copy travels in the history entry's state: the thank-you page (the shell's) offers it
  // for download, and the used-up link could not fetch it again.
  const done = (status: 'signed' | 'declined', signedCopy?: TSignDocumentResult['signedCopy']) =>
    void navigate(
      `${ESIGN_COMPLETE_PATH}?${new URLSearchParams({ status, requestId: d.requestId, lang: lng }).toString()}`,
      {
        replace: true,
        ...(signedCopy ? { state: { signedCopy } } : {}),
      },
    );

  const onSign = () => {
    if (!view.data) return setProblem(t('errors.review'));
    if (!consent) return setProblem(t('errors.consent'));
    if (!signature) return setProblem(t(method === 'draw' ? 'errors.emptyDraw' : 'errors.emptyType'));
    setProblem(null);
    sign.mutate(
      { consent: true, ...signature },
      {
        onSuccess: (result) => done('signed', result.signedCopy),
        onError: (e) =>
          errorCode(e) === 'LINK_TOKEN_INVALID'
            ? setProblem(t('dead.text'))
            : setProblem(t('errors.failed', { message: errorMessage(e) })),
      },
    );
  };

  return (
    <PageFrame
      title={`${t('title')} — ${d.documentName}`}
      description={`${d.firmName} · ${d.caseNumber}`}
      remote={remote}
      actions={picker}
    >
      <StyledColumn>
        <StyledSection aria-label={d.documentName}>
          <p>
            {t('intro', { firm: d.firmName, document: d.documentName, caseNumber: d.caseNumber, type: d.typeName })}
          </p>
          <StyledMuted>
            {t('signingAs', { name: d.signerName, email: d.signerEmail })}{' '}
            {t('expires', { date: formatDateTime(d.expiresAt) })}
          </StyledMuted>
          {d.message ? (
            <blockquote>
              <strong>{t('message')}:</strong> {d.message}
            </blockquote>
          ) : null}
        </StyledSection>

        <StyledSection>
          <h2>{t('preview.title')}</h2>
          {view.isLoading ? <Loading label={t('preview.loading')} /> : null}
          {view.isError ? (
            <ErrorPanel
              title={t('preview.error')}
              message={errorMessage(view.error)}
              onRetry={() => void view.refetch()}
            />
          ) : null}
          {pdf ? (
            <>
              <PdfViewer
                source={pdf.bytes}
                name={d.documentName}
                labels={{
                  loading: t('preview.loading'),
                  failed: t('preview.failed'),
                  previousPage: t('preview.previousPage'),
                  nextPage: t('preview.nextPage'),
                  pageOf: (page, pages) => t('preview.pageOf', { page, pages }),
                  zoomOut: t('preview.zoomOut'),
                  zoomIn: t('preview.zoomIn'),
                  fitWidth: t('preview.fitWidth'),
                  canvas: (page, pages) => t('preview.frameTitle', { name: d.documentName, page, pages }),
                }}
              />
              <StyledMuted>{t('preview.fallback')}</StyledMuted>
              <p>
                <a href={pdf.url} download={d.documentName}>
                  {t('preview.download')}
                </a>
              </p>
            </>
          ) : null}
        </StyledSection>

        <StyledSection>
          <h2>{t('consent.title')}</h2>
          <StyledMuted id={`${consentId}-text`}>{t('consent.text')}</StyledMuted>
          <StyledCheckboxLabel>
            <input
              type="checkbox"
              checked={consent}
              disabled={busy}
              aria-describedby={`${consentId}-text`}
              onChange={(e) => {
                setConsent(e.target.checked);
                // The "tick … first" message is answered by ticking: it goes with the tick.
                if (e.target.checked && problem === t('errors.consent')) setProblem(null);
              }}
            />
            {t('consent.label')}
          </StyledCheckboxLabel>
        </StyledSection>

        <StyledSection>
          <h2>{t('signature.title')}</h2>
          <SignatureInput
            labels={{
              methods: t('signature.methods'),
              draw: t('signature.draw'),
              type: t('signature.type'),
              drawHint: t('signature.drawHint'),
              padLabel: t('signature.padLabel'),
              clear: t('signature.clear'),
              typeLabel: t('signature.typeLabel'),
              typedPreview: t('signature.typedPreview'),
            }}
            defaultName={d.signerName}
            disabled={busy}
            onChange={(v) => {
              setSignature(v);
              if (v) setMethod(v.method);
            }}
          />
          {problem ? <StyledError role="alert">{problem}</StyledError> : null}
          <StyledActions>
            <StyledButton type="button" $variant="primary" onClick={onSign} disabled={busy} aria-busy={sign.isPending}>
              {sign.isPending ? t('actions.signing') : t('actions.sign')}
            </StyledButton>
            <StyledButton type="button" onClick={() => setDeclining(true)} disabled={busy}>
              {t('actions.decline')}
            </StyledButton>
          </StyledActions>
        </StyledSection>
      </StyledColumn>

      {declining ? (
        <Dialog
          title={t('decline.title')}
          onClose={() => setDeclining(false)}
          locked={decline.isPending}
          role="alertdialog"
          footer={
            <StyledActions>
              <StyledButton type="button" onClick={() => setDeclining(false)} disabled={decline.isPending}>
                {t('decline.cancel')}
              </StyledButton>
              <StyledButton
                type="button"
                $variant="danger"
                disabled={decline.isPending}
                onClick={() =>
                  decline.mutate(reason.trim(), {
                    onSuccess: () => done('declined'),
                    onError: (e) => {
                      setDeclining(false);
                      setProblem(errorCode(e) === 'LINK_TOKEN_INVALID' ? t('dead.text') : errorMessage(e));
                    },
                  })
                }
              >
                {decline.isPending ? t('actions.declining') : t('decline.confirm')}
              </StyledButton>
            </StyledActions>
          }
        >
          <p>{t('decline.text')}</p>
          <label htmlFor={`${consentId}-reason`}>{t('decline.reason')}</label>
          <StyledTextArea
            id={`${consentId}-reason`}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        </Dialog>
      ) : null}
    </PageFrame>
  );
}
