import { type z } from 'zod';
import { ZWorkflow } from '../../domain/cases/workflow';
import { ROLE } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';
import { ZWorkflowConfigDetailsResult, ZWorkflowConfigKey } from './workflow-config-schemas';

export const ZWorkflowConfigSavePayload = callPayload({ ...ZWorkflowConfigKey, workflow: ZWorkflow });
export type TWorkflowConfigSavePayload = z.input<typeof ZWorkflowConfigSavePayload>;
export const workflowConfigSaveCall = defineCall({
  path: '/workflow/config-save',
  summary:
    "Save the tenant's workflow for a type (and subtype) as a new version, after the designer's checks; running cases keep the version they started with.",
  payload: ZWorkflowConfigSavePayload,
  result: ZWorkflowConfigDetailsResult,
  auth: { kind: 'session', roles: [ROLE.ADMIN] },
  scope: 'tenant',
  // A firm's own subtype id: the isolation test feeds another firm's (it is refused, nothing stored).
  ids: { subTypeId: 'caseSubtype' },
  example: {
    typeId: 4,
    workflow: {
      typeId: 4,
      activities: [
        { code: 'CREATE_CASE', label: 'Create Case', actionRequired: 'Yes', editors: [{ roleId: 3 }], watchers: [] },
        {
          code: 'ASSIGN_ATTORNEY',
          label: 'Attorney',
          actionRequired: 'Yes',
          editors: [{ roleId: 3 }],
          watchers: [{ roleId: 6 }],
        },
      ],
    },
  },
});
