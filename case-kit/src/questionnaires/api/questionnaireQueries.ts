import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmSponsorshipCall,
  fillQuestionnaireDetailsCall,
  fillQuestionnaireSaveCall,
  fillQuestionnaireSubmitCall,
  fillQuestionnaireUploadCall,
  fillQuestionnaireDeleteUploadCall,
  questionnaireChangeListCall,
  questionnaireDetailsCall,
  questionnaireTemplateDetailsCall,
  questionnaireTemplateListCall,
  questionnaireTemplateResetCall,
  questionnaireTemplateSaveCall,
  questionnaireUpdateAnswersCall,
  requestSponsorshipConfirmationCall,
  revokeQuestionnaireLinkCall,
  revokeSponsorshipLinkCall,
  sendQuestionnaireCall,
  sponsorshipDetailsCall,
  sponsorshipListCall,
  type TConfirmSponsorshipPayload,
  type TQuestionnaireTemplateSavePayload,
  type TRequestSponsorshipConfirmationPayload,
} from 'shared/contract';
import type { QuestionnaireKind, QuestionnaireLanguage, SponsorRole, TAnswers } from 'shared/domain';
import { useApi } from 'shared/session';

export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  templates: ['questionnaires', 'templates'] as const,
  template: (id: string) => ['questionnaires', 'templates', id] as const,
  fill: (token: string) => ['questionnaires', 'fill', token] as const,
  staff: (petitionId: string, kind: QuestionnaireKind) => ['questionnaires', 'case', petitionId, kind] as const,
  changes: (petitionId: string, kind: QuestionnaireKind) => ['questionnaires', 'changes', petitionId, kind] as const,
  sponsorships: (petitionId: string) => ['questionnaires', 'sponsorships', petitionId] as const,
  sponsorshipLink: (token: string) => ['questionnaires', 'sponsorship-link', token] as const,
};

// ─────────────── templates ───────────────

export function useTemplateList() {
  const api = useApi();
  return useQuery({
    queryKey: questionnaireKeys.templates,
    queryFn: ({ signal }) => api.call(questionnaireTemplateListCall, {}, { signal }),
  });
}

export function useTemplate(templateId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: questionnaireKeys.template(templateId ?? ''),
    queryFn: ({ signal }) => api.call(questionnaireTemplateDetailsCall, { templateId: templateId ?? '' }, { signal }),
    enabled: !!templateId,
  });
}

export function useSaveTemplate() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: TQuestionnaireTemplateSavePayload) => api.call(questionnaireTemplateSaveCall, p),
    onSuccess: (t) => {
      qc.setQueryData(questionnaireKeys.template(t.id), t);
      void qc.invalidateQueries({ queryKey: questionnaireKeys.templates, exact: true });
    },
  });
}

export function useResetTemplate() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => api.call(questionnaireTemplateResetCall, { templateId }),
    onSuccess: (t) => {
      qc.setQueryData(questionnaireKeys.template(t.id), t);
      void qc.invalidateQueries({ queryKey: questionnaireKeys.templates, exact: true });
    },
  });
}

// ─────────────── the fill page (link token) ───────────────

export function useFillQuestionnaire(token: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: questionnaireKeys.fill(token ?? ''),
    queryFn: ({ signal }) => api.call(fillQuestionnaireDetailsCall, { token: token ?? '' }, { signal }),
    enabled: !!token,
  });
}

export function useFillSave(token: string) {
  const api = useApi();
  return useMutation({ mutationFn: (answers: TAnswers) => api.call(fillQuestionnaireSaveCall, { token, answers }) });
}

export function useFillSubmit(token: string) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answers: TAnswers) => api.call(fillQuestionnaireSubmitCall, { token, answers }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: questionnaireKeys.fill(token) }),
  });
}

export function useFillUpload(token: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (p: { fileName: string; contentBase64: string }) =>
      api.call(fillQuestionnaireUploadCall, { token, ...p }),
  });
}

/** SPEC §7: a newly uploaded document the client takes out again is deleted from storage. */
export function useFillDeleteUpload(token: string) {
  const api = useApi();
  return useMutation({ mutationFn: (key: string) => api.call(fillQuestionnaireDeleteUploadCall, { token, key }) });
}

// ─────────────── staff ───────────────

export function useCaseQuestionnaire(petitionId: string | undefined, kind: QuestionnaireKind) {
  const api = useApi();
  return useQuery({
    queryKey: questionnaireKeys.staff(petitionId ?? '', kind),
    queryFn: ({ signal }) => api.call(questionnaireDetailsCall, { petitionId: petitionId ?? '', kind }, { signal }),
    enabled: !!petitionId,
  });
}

export function useQuestionnaireChanges(petitionId: string, kind: QuestionnaireKind) {
  const api = useApi();
  return useQuery({
    queryKey: questionnaireKeys.changes(petitionId, kind),
    queryFn: ({ signal }) => api.call(questionnaireChangeListCall, { petitionId, kind }, { signal }),
  });
}

function useRefreshCase(petitionId: string, kind: QuestionnaireKind) {
  const qc = useQueryClient();
  return (view: unknown) => {
    qc.setQueryData(questionnaireKeys.staff(petitionId, kind), view);
    void qc.invalidateQueries({ queryKey: questionnaireKeys.changes(petitionId, kind) });
  };
}

export function useUpdateAnswers(petitionId: string, kind: QuestionnaireKind) {
  const api = useApi();
  const refresh = useRefreshCase(petitionId, kind);
  return useMutation({
    mutationFn: (p: { answers: TAnswers; complete?: boolean }) =>
      api.call(questionnaireUpdateAnswersCall, { petitionId, kind, ...p }),
    onSuccess: refresh,
  });
}

export function useSendQuestionnaire(petitionId: string, kind: QuestionnaireKind) {
  const api = useApi();
  const refresh = useRefreshCase(petitionId, kind);
  return useMutation({
    mutationFn: (p: { email?: string; expiresInDays?: number; language?: QuestionnaireLanguage }) =>
      api.call(sendQuestionnaireCall, { petitionId, kind, ...p }),
    onSuccess: refresh,
  });
}

export function useRevokeLink(petitionId: string, kind: QuestionnaireKind) {
  const api = useApi();
  const refresh = useRefreshCase(petitionId, kind);
  return useMutation({
    mutationFn: () => api.call(revokeQuestionnaireLinkCall, { petitionId, kind }),
    onSuccess: refresh,
  });
}

// ─────────────── sponsorship confirmation ───────────────

export function useSponsorships(petitionId: string) {
  const api = useApi();
  return useQuery({
    queryKey: questionnaireKeys.sponsorships(petitionId),
    queryFn: ({ signal }) => api.call(sponsorshipListCall, { petitionId }, { signal }),
  });
}

export function useRequestSponsorship(petitionId: string) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: Omit<TRequestSponsorshipConfirmationPayload, 'petitionId'>) =>
      api.call(requestSponsorshipConfirmationCall, { petitionId, ...p }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: questionnaireKeys.sponsorships(petitionId) }),
  });
}

export function useRevokeSponsorship(petitionId: string) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (role: SponsorRole) => api.call(revokeSponsorshipLinkCall, { petitionId, role }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: questionnaireKeys.sponsorships(petitionId) }),
  });
}

/** The public confirmation page: the request behind the link token. */
export function useSponsorshipLink(token: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: questionnaireKeys.sponsorshipLink(token ?? ''),
    queryFn: ({ signal }) => api.call(sponsorshipDetailsCall, { token: token ?? '' }, { signal }),
    enabled: !!token,
  });
}

export function useConfirmSponsorship(token: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (p: Omit<TConfirmSponsorshipPayload, 'token'>) => api.call(confirmSponsorshipCall, { token, ...p }),
  });
}
