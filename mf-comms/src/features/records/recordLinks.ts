import { globalSearchCall, type TLinkedRecordType } from 'shared/contract';
import { buildPath } from 'shared/routes';
import type { ApiClient } from 'shared/client';
import type { SelectOption } from 'shared/ui';

/** Where a linked record opens. */
export function recordHref(type: TLinkedRecordType | 'task', id: string): string {
  switch (type) {
    case 'case':
      return buildPath('cases.petitionDetails', { itemId: id });
    case 'beneficiary':
      return buildPath('people.beneficiaryDetails', { itemId: id });
    case 'petitioner':
      return buildPath('people.petitionerDetails', { itemId: id });
    default:
      return buildPath('comms.taskDetails', { itemId: id });
  }
}

const isBeneficiaryPath = (path: string) => /beneficiar|employee/.test(path);

/**
 * Options for a record picker: the global search (cases, beneficiaries, petitioners the user may
 * see), as `<type>:<id>` values.
 */
export const recordOptions =
  (api: ApiClient, types: readonly TLinkedRecordType[]) =>
  async (search: string, signal: AbortSignal): Promise<SelectOption[]> => {
    if (search.trim().length < 2) return [];
    const kinds = [...new Set(types.map((t) => (t === 'beneficiary' ? 'person' : t)))] as ('case' | 'person' | 'petitioner')[];
    const res = await api.call(globalSearchCall, { q: search.trim(), limit: 10, kinds }, { signal });
    return res.groups.flatMap((g) =>
      g.items.flatMap((hit): SelectOption[] => {
        if (hit.kind === 'case' && types.includes('case')) return [{ value: `case:${hit.id}`, label: hit.title, description: 'Case' }];
        if (hit.kind === 'petitioner' && types.includes('petitioner')) return [{ value: `petitioner:${hit.id}`, label: hit.title, description: 'Petitioner' }];
        if (hit.kind === 'person' && types.includes('beneficiary') && isBeneficiaryPath(hit.path))
          return [{ value: `beneficiary:${hit.id}`, label: hit.title, description: 'Beneficiary' }];
        return [];
      }),
    );
  };

/** `<type>:<id>` → its parts. */
export const parseRecordValue = (value: string): { type: TLinkedRecordType; id: string } | null => {
  const [type, id] = value.split(':');
  return (type === 'case' || type === 'beneficiary' || type === 'petitioner') && id ? { type, id } : null;
};
