import type { PageProps } from 'shared/federation';
import { KitGallery } from 'shared/ui';

/** /test-page: the shared UI kit's gallery (every shared component with sample data). */
export function TestPage(_props: PageProps) {
  return <KitGallery />;
}
