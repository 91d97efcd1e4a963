import type { PageProps } from 'shared/federation';
import { RouteSkeleton } from 'shared/ui';

export default function RoutePage(props: PageProps) {
  return <RouteSkeleton {...props} remote="mf-reports" />;
}
