import type { PageProps } from 'shared/federation';
import { reportByRouteId } from 'shared/domain';
import { ErrorPanel, PageFrame } from 'shared/ui';
import { ReportView } from '../features/reports/components/ReportView';

/** Every registry report route (/cap-reports, /case-list-reports, …): one page driven by the report's entry. */
export default function ReportPage({ routeId }: PageProps) {
  const def = reportByRouteId(routeId);
  if (!def)
    return (
      <PageFrame title="Report" remote="mf-reports">
        <ErrorPanel title="No such report" message={`The route ${routeId} has no report in the registry.`} />
      </PageFrame>
    );
  return <ReportView key={def.id} def={def} />;
}
