import { Navigate } from 'react-router-dom';
import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where /case-details or /Tabs leads: the case named by ?id= / ?itemId= / ?petitionId= (keeping ?tab=), else the case list. */
export function caseDetailsTarget(query: URLSearchParams): string {
  const id = query.get('itemId') ?? query.get('id') ?? query.get('petitionId');
  if (!id || !UUID.test(id)) return buildPath('cases.list');
  const tab = query.get('tab');
  return `${buildPath('cases.petitionDetails', { itemId: id })}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`;
}

/**
 * /case-details and /Tabs: legacy entry points of the old app that showed "the selected case".
 * Here a case is always named in the URL, so they redirect (docs/cases-ui.md, Details).
 */
export default function CaseDetailsRedirectPage({ query }: PageProps) {
  return <Navigate to={caseDetailsTarget(query)} replace />;
}
