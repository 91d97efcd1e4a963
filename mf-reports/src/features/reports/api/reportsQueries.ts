import { keepPreviousData } from '@tanstack/react-query';
import type { ApiClient } from 'shared/client';
import {
  customDeleteCall,
  customListCall,
  customRunCall,
  customSaveCall,
  customScheduleCall,
  exportReportCall,
  listBranchesCall,
  listCompaniesCall,
  lookupUsersCall,
  processingTimesListCall,
  processingTimesUpdateCall,
  runReportCall,
  type TCustomRunPayload,
  type TRunReportPayload,
} from 'shared/contract';
import { PAGE_SIZE } from 'shared/domain';
import { useCallMutation, useCallQuery } from 'shared/query';
import type { SelectOption } from 'shared/ui';

/** One page of a registry report; the previous page stays shown while the next loads. */
export const useReportRun = (payload: TRunReportPayload) =>
  useCallQuery(runReportCall, payload, { placeholderData: keepPreviousData });

/** The whole filtered report as a file (CSV, XLSX or PDF). */
export const useReportExport = () => useCallMutation(exportReportCall, { errorToast: true });

/** The tenant's branches (a branch manager: his own), for the branch filter. */
export const useBranchOptions = (enabled: boolean) =>
  useCallQuery(
    listBranchesCall,
    { page: 1, perpage: 1000, matcher: {} },
    { enabled, staleTime: 60_000, select: (r) => r.data.map((b) => ({ value: b._id, label: b.name })) },
  );

/** Petitioner companies by name, or by ids (to name the ones in a shared link). */
export const loadPetitionerOptions = async (
  api: ApiClient,
  search: string,
  signal: AbortSignal,
  ids?: readonly string[],
): Promise<SelectOption[]> => {
  const page = await api.call(
    listCompaniesCall,
    {
      page: 1,
      perpage: PAGE_SIZE.DROPDOWN,
      matcher: ids ? { ids: [...ids] } : {},
      sort: { field: 'name', order: 1 },
      ...(search.trim() ? { search: search.trim() } : {}),
    },
    { signal },
  );
  return page.data.map((c) => ({ value: c.id, label: c.name, description: c.feiNumber ?? undefined }));
};

/** Staff users by name, or by ids. */
export const loadUserOptions = async (
  api: ApiClient,
  search: string,
  signal: AbortSignal,
  ids?: readonly string[],
): Promise<SelectOption[]> => {
  const found = await api.call(
    lookupUsersCall,
    { ...(ids ? { ids: [...ids] } : {}), ...(search.trim() ? { search: search.trim() } : {}), limit: 50 },
    { signal },
  );
  return found.data.map((u) => ({ value: u.id, label: u.name }));
};

// ─────────────────────────── custom reports ───────────────────────────

/** The caller's own custom reports and those shared with the firm, searched by name on the server. */
export const useCustomReports = (search: string) =>
  useCallQuery(customListCall, search.trim() ? { search: search.trim() } : {}, {
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

/** A page of a saved or unsaved custom report (null payload: nothing to run yet). */
export const useCustomRun = (payload: TCustomRunPayload | null) =>
  useCallQuery(customRunCall, payload ?? {}, { enabled: payload !== null, placeholderData: keepPreviousData });

/** A custom report as a file (the same call with `format`). */
export const useCustomExport = () => useCallMutation(customRunCall, { errorToast: true });

export const useCustomSave = (onSaved?: () => void) =>
  useCallMutation(customSaveCall, {
    invalidates: [customListCall],
    successToast: (r) => `“${r.name}” saved.`,
    ...(onSaved ? { onSuccess: () => onSaved() } : {}),
  });

export const useCustomDelete = () =>
  useCallMutation(customDeleteCall, {
    invalidates: [customListCall],
    successToast: 'Report deleted.',
    errorToast: true,
  });

export const useCustomSchedule = (onSaved?: () => void) =>
  useCallMutation(customScheduleCall, {
    invalidates: [customListCall],
    successToast: (r) => (r.schedule ? `Delivery of “${r.name}” scheduled.` : `Delivery of “${r.name}” stopped.`),
    ...(onSaved ? { onSuccess: () => onSaved() } : {}),
  });

// ─────────────────────────── processing times ───────────────────────────

export const useProcessingTimes = (enabled = true) => useCallQuery(processingTimesListCall, {}, { enabled });

export const useUpdateProcessingTime = (onSaved?: () => void) =>
  useCallMutation(processingTimesUpdateCall, {
    invalidates: [processingTimesListCall, runReportCall],
    successToast: (r) => `${r.form} processing time saved.`,
    ...(onSaved ? { onSuccess: () => onSaved() } : {}),
  });
