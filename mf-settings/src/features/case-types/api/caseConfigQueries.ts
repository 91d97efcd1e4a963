import {
  caseConfigDetailsCall,
  caseConfigSaveCall,
  caseSubtypeAddCall,
  caseSubtypeDeleteCall,
  caseSubtypeListCall,
  caseTypeListCall,
  caseTypeRenameCall,
  caseTypeSetActiveCall,
  passportFieldsCall,
  passportFieldsSaveCall,
  type TCaseConfig,
  type TCaseConfigSavePayload,
  type TCaseSubtypeRow,
  type TCaseTypeRow,
} from 'shared/contract';
import type { ApiClient } from 'shared/client';
import { moduleKey, useCallMutation, useCallQuery } from 'shared/query';
import type { ListPageData, ListQuery } from 'shared/ui';

/** Every /case-config/* call: what a change refreshes (lists, details, the case-create dialog's reads). */
export const CASE_CONFIG_KEY = moduleKey(caseTypeListCall.module);

const search = (q: ListQuery) => (q.search.trim() ? q.search.trim() : undefined);

export const fetchCaseTypePage =
  (api: ApiClient) =>
  async (q: ListQuery, signal: AbortSignal): Promise<ListPageData<TCaseTypeRow>> => {
    const res = await api.call(caseTypeListCall, { page: q.page, perpage: Math.min(q.perpage, 100), search: search(q) }, { signal });
    return { rows: res.data, total: res.count };
  };

export const fetchSubtypePage =
  (api: ApiClient, typeId: number) =>
  async (q: ListQuery, signal: AbortSignal): Promise<ListPageData<TCaseSubtypeRow>> => {
    const res = await api.call(caseSubtypeListCall, { typeId, page: q.page, perpage: Math.min(q.perpage, 100), search: search(q) }, { signal });
    return { rows: res.data, total: res.count };
  };

/** Every type (one page of 100: the product has 14), for the type pickers. */
export const useCaseTypes = () => useCallQuery(caseTypeListCall, { page: 1, perpage: 100 });
export const useSubtypes = (typeId: number | null) =>
  useCallQuery(caseSubtypeListCall, { typeId: typeId ?? 1, page: 1, perpage: 100 }, { enabled: !!typeId });
export const useCaseConfig = (typeId: number | null, subTypeId: number) =>
  useCallQuery(caseConfigDetailsCall, { typeId: typeId ?? 1, subTypeId }, { enabled: !!typeId });

export const useAddSubtype = () =>
  useCallMutation(caseSubtypeAddCall, { successToast: (r) => `Subtype “${r.name}” added`, invalidates: [CASE_CONFIG_KEY] });
export const useRenameCaseType = () =>
  useCallMutation(caseTypeRenameCall, { successToast: (r) => `Renamed to “${r.name}”`, invalidates: [CASE_CONFIG_KEY] });
export const useSetCaseTypeActive = () =>
  useCallMutation(caseTypeSetActiveCall, {
    successToast: (r) => (r.active ? 'Activated' : 'Deactivated: new cases cannot use it; running cases keep it'),
    errorToast: true,
    invalidates: [CASE_CONFIG_KEY],
  });
export const useDeleteSubtype = () =>
  useCallMutation(caseSubtypeDeleteCall, { successToast: 'Subtype deleted', errorToast: true, invalidates: [CASE_CONFIG_KEY] });
export const useSaveCaseConfig = () =>
  useCallMutation(caseConfigSaveCall, { successToast: 'Configuration saved: new cases use it', invalidates: [CASE_CONFIG_KEY] });
export const usePassportFields = () => useCallQuery(passportFieldsCall, {});
export const useSavePassportFields = () =>
  useCallMutation(passportFieldsSaveCall, { successToast: 'Passport fields saved', invalidates: [CASE_CONFIG_KEY] });

/** The save payload of a configuration with `change` applied (each screen edits its part). */
export const savePayloadOf = (c: TCaseConfig, change: Partial<TCaseConfigSavePayload>): TCaseConfigSavePayload => ({
  typeId: c.typeId,
  subTypeId: c.subTypeId,
  checklist: c.checklist,
  questionnaireTemplateId: c.questionnaireTemplateId,
  formGroupId: c.formGroupId,
  fees: c.fees,
  allowCustomCaseNo: c.allowCustomCaseNo,
  caseNoPattern: c.caseNoPattern,
  ...change,
});

export const SOURCE_LABEL: Record<TCaseConfig['source'], string> = {
  subtype: 'Set for this subtype',
  type: 'Inherited from the case type',
  default: 'Product default',
};
