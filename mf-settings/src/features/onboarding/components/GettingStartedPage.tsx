import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { PageFrame } from 'shared/ui';
import { OnboardingChecklist } from './OnboardingChecklist';

/** /page2 (the sidebar's "Page 2"): the firm's getting-started checklist (docs/settings.md). */
export default function GettingStartedPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  return (
    <PageFrame title={route?.title ?? 'Page 2'} description={route?.description} remote="mf-settings">
      <OnboardingChecklist />
    </PageFrame>
  );
}
