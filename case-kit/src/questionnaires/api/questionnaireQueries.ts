import { useMutation, useQueryClient } from '@tanstack/react-query';
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
} from 'shared/contract/questionnaire';
import type { TConfirmSponsorshipPayload, TRequestSponsorshipConfirmationPayload } from 'shared/contract';
import type { QuestionnaireKind, QuestionnaireLanguage, SponsorRole, TAnswers } from 'shared/domain';
import { callKey, invalidateCalls, moduleKey, setCallData, useCallMutation, useCallQuery } from 'shared/query';
import { useApi } from 'shared/session';

/**
 * Cache keys of the questionnaire screens, derived from the declarations (`shared/query`):
 * `callKey(decl, payload)` is what `useCallQuery` stores the answer under.
 */
export const questionnaireKeys = {
  /** Every questionnaire answer (the /questionnaire api module). */
  all: moduleKey(questionnaireTemplateListCall.module),
  templates: callKey(questionnaireTemplateListCall, {}),
  template: (templateId: string) => callKey(questionnaireTemplateDetailsCall, { templateId }),
  fill: (token: string) => callKey(fillQuestionnaireDetailsCall, { token }),
  staff: (petitionId: string, kind: QuestionnaireKind) => callKey(questionnaireDetailsCall, { petitionId, kind }),
  changes: (petitionId: string, kind: QuestionnaireKind) => callKey(questionnaireChangeListCall, { petitionId, kind }),
  sponsorships: (petitionId: string) => callKey(sponsorshipListCall, { petitionId }),
  sponsorshipLink: (token: string) => callKey(sponsorshipDetailsCall, { token }),
};

// ─────────────── templates ───────────────

export function useTemplateList() {
  return useCallQuery(questionnaireTemplateListCall, {});
}

export function useTemplate(templateId: string | undefined) {
  return useCallQuery(questionnaireTemplateDetailsCall, { templateId: templateId ?? '' }, { enabled: !!templateId });
}

export function useSaveTemplate() {
  const qc = useQueryClient();
  return useCallMutation(questionnaireTemplateSaveCall, {
    onSuccess: (t) => {
      setCallData(qc, questionnaireTemplateDetailsCall, { templateId: t.id }, t);
      void invalidateCalls(qc, questionnaireTemplateListCall);
    },
  });
}

export function useResetTemplate() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => api.call(questionnaireTemplateResetCall, { templateId }),
    onSuccess: (t) => {
      setCallData(qc, questionnaireTemplateDetailsCall, { templateId: t.id }, t);
      void invalidateCalls(qc, questionnaireTemplateListCall);
    },
  });
}

// ─────────────── the fill page (link token) ───────────────

/**
 * The questionnaire behind a link. The fill page asks for it before its screen's code has loaded
 * and the screen reads it again: a failed answer is not asked again when the screen mounts (its
 * error panel retries).
 */
export function useFillQuestionnaire(token: string | null) {
  return useCallQuery(fillQuestionnaireDetailsCall, { token: token ?? '' }, { enabled: !!token, retryOnMount: false });
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
    onSuccess: () => void invalidateCalls(qc, questionnaireKeys.fill(token)),
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
  return useCallQuery(questionnaireDetailsCall, { petitionId: petitionId ?? '', kind }, { enabled: !!petitionId });
}

export function useQuestionnaireChanges(petitionId: string, kind: QuestionnaireKind) {
  return useCallQuery(questionnaireChangeListCall, { petitionId, kind });
}

function useRefreshCase(petitionId: string, kind: QuestionnaireKind) {
  const qc = useQueryClient();
  return (view: unknown) => {
    setCallData(qc, questionnaireDetailsCall, { petitionId, kind }, view);
    void invalidateCalls(qc, questionnaireKeys.changes(petitionId, kind));
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
  return useCallQuery(sponsorshipListCall, { petitionId });
}

export function useRequestSponsorship(petitionId: string) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: Omit<TRequestSponsorshipConfirmationPayload, 'petitionId'>) =>
      api.call(requestSponsorshipConfirmationCall, { petitionId, ...p }),
    onSuccess: () => void invalidateCalls(qc, questionnaireKeys.sponsorships(petitionId)),
  });
}

export function useRevokeSponsorship(petitionId: string) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (role: SponsorRole) => api.call(revokeSponsorshipLinkCall, { petitionId, role }),
    onSuccess: () => void invalidateCalls(qc, questionnaireKeys.sponsorships(petitionId)),
  });
}

/** The public confirmation page: the request behind the link token. */
export function useSponsorshipLink(token: string | null) {
  return useCallQuery(sponsorshipDetailsCall, { token: token ?? '' }, { enabled: !!token });
}

export function useConfirmSponsorship(token: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (p: Omit<TConfirmSponsorshipPayload, 'token'>) => api.call(confirmSponsorshipCall, { token, ...p }),
  });
}
