import { lazy, Suspense } from 'react';
import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import { Loading, PageFrame } from 'shared/ui-core';
import { QueryState } from 'shared/ui/widgets';
import { useCaseDetails } from 'case-kit/details/data';

/*
 * The details frame and its rules load while the case is asked for (issue 21 point 4): the import
 * starts when this page's module runs, before its first render, not after it.
 */
let frame: ReturnType<typeof importFrame> | undefined;
const importFrame = () => import('case-kit/details');
const loadFrame = () =>
  (frame ??= importFrame().catch((error: unknown) => {
    frame = undefined;
    throw error;
  }));
// Preload only: a failure is reported by the lazy view when it renders.
void loadFrame().catch(() => undefined);
const CaseDetailsView = lazy(() => loadFrame().then((m) => ({ default: m.CaseDetailsView })));

/** /petition-details/:itemId — the case details page (tabs, status area, workflow and its actions). */
export default function PetitionDetailsPage({ params }: PageProps) {
  const query = useCaseDetails(params.itemId);
  return (
    <QueryState
      query={query}
      noun="case"
      remote="mf-cases"
      frameTitle="Case Details"
      backTo={{ href: buildPath('cases.list'), label: 'Back to cases' }}
    >
      {(c) => (
        // Until the frame's code is there: the case's own title (the frame's, in the same place)
        // over the loading line, so the page's heading is painted as soon as the case has answered.
        <Suspense
          fallback={
            <PageFrame title={`Case ${c.caseNumber}`} remote="mf-cases">
              <Loading label="Loading case…" />
            </PageFrame>
          }
        >
          <CaseDetailsView key={c.id} c={c} variant="petition" />
        </Suspense>
      )}
    </QueryState>
  );
}
