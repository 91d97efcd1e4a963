import { COMPANY_DOCUMENT_TYPES } from 'shared/contract';
import type { DocumentGroupDef } from '../../documents/components/DocumentList';

/** SPEC §3 company documents (incorporation and others), as one group of slots. */
export const COMPANY_DOCUMENT_GROUPS: readonly DocumentGroupDef[] = [
  {
    id: 'company',
    title: 'Company documents',
    slots: Object.entries(COMPANY_DOCUMENT_TYPES).map(([key, label]) => ({ key, label })),
  },
];
