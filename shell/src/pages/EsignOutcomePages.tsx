import { useEffect, useMemo, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageProps } from 'shared/federation';
import { useSession } from 'shared/session';
import { AuthCard } from '../features/auth/components/AuthCard';
import { StyledButtonAnchor, StyledButtonLink } from '../features/auth/components/ButtonLink';
import { StatusBlock } from '../features/auth/components/StatusBlock';
import en from './esign/en.json';
import es from './esign/es.json';

/*
 * The e-signature return pages (SPEC §2.2, docs/esign.md): the outcome from the query
 * (`status`, `requestId`, `lang`), in English or Spanish like the sign page before them.
 */
const TEXTS = { en, es } as const;
type Lang = keyof typeof TEXTS;
type Outcome = 'signed' | 'declined' | 'cancelled' | 'failed' | 'unknown' | 'preparing' | 'ready' | 'prepareFailed';

function langOf(query: URLSearchParams): Lang {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const wanted = [query.get('lang') ?? '', ...browser].map((l) => l.toLowerCase().slice(0, 2));
  return (wanted.find((l): l is Lang => l in TEXTS) ?? 'en') as Lang;
}

const COMPLETE: Record<string, Outcome> = {
  signed: 'signed',
  completed: 'signed',
  declined: 'declined',
  cancelled: 'cancelled',
  failed: 'failed',
  error: 'failed',
};
const PREPARE: Record<string, Outcome> = {
  preparing: 'preparing',
  ready: 'ready',
  failed: 'prepareFailed',
  error: 'prepareFailed',
};

const TONE: Record<Outcome, 'success' | 'danger' | 'info'> = {
  signed: 'success',
  ready: 'success',
  declined: 'info',
  cancelled: 'info',
  preparing: 'info',
  unknown: 'info',
  failed: 'danger',
  prepareFailed: 'danger',
};

/** The signed PDF the sign page hands over in the history entry's state (`/esign/sign` answers it). */
interface SignedCopy {
  fileName: string;
  contentBase64: string;
}

function signedCopyOf(state: unknown): SignedCopy | null {
  const copy = (state as { signedCopy?: Partial<SignedCopy> } | null)?.signedCopy;
  return typeof copy?.fileName === 'string' && typeof copy.contentBase64 === 'string'
    ? { fileName: copy.fileName, contentBase64: copy.contentBase64 }
    : null;
}

/** A blob address of the signed copy for the download link, revoked when the page goes. */
function useSignedCopyUrl(copy: SignedCopy | null): string | null {
  const base64 = copy?.contentBase64;
  const url = useMemo(() => {
    if (!base64) return null;
    try {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
    } catch {
      return null;
    }
  }, [base64]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function EsignOutcome({ query, map }: { query: URLSearchParams; map: Record<string, Outcome> }) {
  const user = useSession((s) => s.user);
  const location = useLocation() as { state: unknown };
  const copy = signedCopyOf(location.state);
  const lang = langOf(query);
  const t = TEXTS[lang];
  const outcome = map[query.get('status') ?? ''] ?? (map === PREPARE ? 'preparing' : 'unknown');
  const requestId = query.get('requestId');
  const copyUrl = useSignedCopyUrl(outcome === 'signed' ? copy : null);
  return (
    <div lang={lang}>
      <AuthCard title={t[outcome].title} wide>
        <StatusBlock
          tone={TONE[outcome]}
          actions={
            <>
              {copyUrl && copy ? (
                <StyledButtonAnchor href={copyUrl} download={copy.fileName} $variant="primary">
                  {t.downloadSigned}
                </StyledButtonAnchor>
              ) : null}
              <StyledButtonLink to="/verify-signature">{t.verify}</StyledButtonLink>
              {user ? (
                <StyledButtonLink to="/cases" $variant="primary">
                  {t.cases}
                </StyledButtonLink>
              ) : (
                <StyledButtonLink to="/login" $variant="primary">
                  {t.signIn}
                </StyledButtonLink>
              )}
            </>
          }
        >
          <p>{t[outcome].text}</p>
          {requestId && /^[0-9a-f-]{36}$/i.test(requestId) ? <p>{t.reference.replace('{{id}}', requestId)}</p> : null}
        </StatusBlock>
      </AuthCard>
    </div>
  );
}

/** /auth/on-esign-complete and /auth/on-esign-url-complete: the signer's outcome. */
export function EsignCompletePage({ query }: PageProps) {
  return <EsignOutcome query={query} map={COMPLETE} />;
}

/** /auth/sign-tpl-prepare-status: whether the document to sign is ready. */
export function EsignPrepareStatusPage({ query }: PageProps) {
  return <EsignOutcome query={query} map={PREPARE} />;
}

export const esignPages: Readonly<Record<string, ComponentType<PageProps>>> = {
  '/auth/on-esign-complete': EsignCompletePage,
  '/auth/on-esign-url-complete': EsignCompletePage,
  '/auth/sign-tpl-prepare-status': EsignPrepareStatusPage,
};
