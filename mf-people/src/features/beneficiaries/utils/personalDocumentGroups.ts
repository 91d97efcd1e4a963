import { DOCUMENT_TYPES, type DocumentGroup } from 'shared/contract';
import type { DocumentGroupDef } from '../../documents/components/DocumentList';

const GROUP_TITLES: Record<DocumentGroup, string> = {
  identity: 'Identity',
  immigration: 'Immigration',
  education: 'Education',
  employment: 'Employment',
  financial: 'Financial',
  family: 'Family',
  sponsor: 'Sponsor',
  perm: 'PERM',
  other: 'Other',
};

/** SPEC §3 document-type registry, grouped as the Documents tab shows it. */
export const PERSONAL_DOCUMENT_GROUPS: readonly DocumentGroupDef[] = (Object.keys(GROUP_TITLES) as DocumentGroup[]).map(
  (group) => ({
    id: group,
    title: GROUP_TITLES[group],
    slots: Object.entries(DOCUMENT_TYPES)
      .filter(([, def]) => def.group === group)
      .map(([key, def]) => ({
        key,
        label: def.label,
        ...('tooltip' in def && def.tooltip ? { tooltip: def.tooltip } : {}),
      })),
  }),
);
