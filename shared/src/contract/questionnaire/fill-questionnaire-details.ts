import { callPayload, defineCall } from '../define-call';
import { ZFillView } from './questionnaire-schemas';
import { link, token } from './fill-schemas';

export const ZFillQuestionnaireDetailsPayload = callPayload({ ...token });

export const fillQuestionnaireDetailsCall = defineCall({
  path: '/questionnaire/fill-details',
  summary:
    'The questionnaire of a link: template, draft answers and the anonymous user (SPEC §2.3, roleId 51). A submitted one still opens read-only.',
  payload: ZFillQuestionnaireDetailsPayload,
  result: ZFillView,
  auth: link,
  scope: 'tenant',
  example: { token: 'link-token' },
});
