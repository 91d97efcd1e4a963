import { lazy, Suspense, useEffect } from 'react';
import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import { Loading, PageFrame } from 'shared/ui-core';
import { QueryState } from 'shared/ui/widgets';
import { useCaseDetails } from 'case-kit/details/data';

/* The details frame and its rules load while the case is asked for (issue 21 point 4). */
let frame: ReturnType<typeof importFrame> | undefined;
const importFrame = () => import('case-kit/details');
const loadFrame = () =>
  (frame ??= importFrame().catch((error: unknown) => {
    frame = undefined;
    throw error;
  }));
const CaseDetailsView = lazy(() => loadFrame().then((m) => ({ default: m.CaseDetailsView })));

/** /petition-details/:itemId — the case details page (tabs, status area, workflow and its actions). */
export default function PetitionDetailsPage({ params }: PageProps) {
  const query = useCaseDetails(params.itemId);
  // Preload only: a failure is reported by the lazy view when it renders.
  useEffect(() => void loadFrame().catch(() => undefined), []);
  return (
    <QueryState
      query={query}
      noun="case"
      remote="mf-cases"
      frameTitle="Case Details"
      backTo={{ href: buildPath('cases.list'), label: 'Back to cases' }}
    >
      {(c) => (
        // The same frame and line as the loading state above, until the frame's code is there.
        <Suspense
          fallback={
            <PageFrame title="Case Details" remote="mf-cases">
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
