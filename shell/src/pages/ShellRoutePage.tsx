import type { PageProps } from 'shared/federation';
import { RouteSkeleton } from 'shared/ui-core';

export function ShellRoutePage(props: PageProps) {
  return <RouteSkeleton {...props} remote="shell" />;
}
