import { useEffect } from 'react';
import type { RouteDef } from 'shared/routes';
import { RemoteRegion } from '../federation/RemoteRegion';
import { isRemoteName } from '../federation/remoteLoader';
import { shellPages } from '../../pages/shellPages';
import { ShellRoutePage } from '../../pages/ShellRoutePage';
import { usePageProps } from './usePageProps';

export const PRODUCT_NAME = 'Passage';

/** Renders a catalogue route: the shell's own page, or the owning remote's page in its region. */
export function RouteElement({ route }: { route: RouteDef }) {
  const pageProps = usePageProps(route.id);
  useEffect(() => {
    document.title = `${route.title} · ${PRODUCT_NAME}`;
  }, [route.title]);
  if (isRemoteName(route.owner)) {
    return <RemoteRegion key={route.id} remote={route.owner} routeId={route.id} pageProps={pageProps} />;
  }
  const Page = shellPages[route.path] ?? ShellRoutePage;
  return <Page {...pageProps} />;
}
