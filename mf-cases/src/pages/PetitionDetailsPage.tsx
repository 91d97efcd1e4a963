import { lazy, Suspense, useState } from 'react';
import type { TCaseDetails } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import { Loading, PageFrame } from 'shared/ui-core';
import { QueryState } from 'shared/ui/widgets';
import type * as FrameModule from 'case-kit/details';
import { useCaseDetails } from 'case-kit/details/data';

/*
 * The details frame and its rules load while the case is asked for (issue 21 point 4): the import
 * starts when this page's module runs, before its first render, not after it.
 */
type Frame = typeof FrameModule;
let frame: Promise<Frame> | undefined;
/** The frame's module once it has loaded. */
let loadedFrame: Frame | undefined;
const loadFrame = () =>
  (frame ??= import('case-kit/details').then(
    (m) => (loadedFrame = m),
    (error: unknown) => {
      frame = undefined;
      throw error;
    },
  ));
// Preload only: a failure is reported by the lazy view when it renders.
void loadFrame().catch(() => undefined);
const LazyCaseDetailsView = lazy(() => loadFrame().then((m) => ({ default: m.CaseDetailsView })));

/**
 * The case in the frame. The view is chosen once per case shown: the frame itself when its code is
 * already there (the case's first paint then waits for no Suspense round, which React reveals at
 * most every 300 ms), else the lazy one; until it loads, the case's own title (the frame's heading,
 * in the same place) over the loading line, so the heading is painted as soon as the case answers.
 */
function CaseView({ c }: { c: TCaseDetails }) {
  const [View] = useState(() => loadedFrame?.CaseDetailsView ?? LazyCaseDetailsView);
  return (
    <Suspense
      fallback={
        <PageFrame title={`Case ${c.caseNumber}`} remote="mf-cases">
          <Loading label="Loading case…" />
        </PageFrame>
      }
    >
      <View c={c} variant="petition" />
    </Suspense>
  );
}

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
      {(c) => <CaseView key={c.id} c={c} />}
    </QueryState>
  );
}
