import type {
  TWorkflowConfigDetailsResult,
  TWorkflowConfigSummary,
  TWorkflowVersionDetails,
  TWorkflowVersionSummary,
} from 'shared/contract';
import { defaultWorkflow, type Workflow } from 'shared/domain';

export const V1 = '11111111-1111-4111-8111-111111111111';
export const V2 = '22222222-2222-4222-8222-222222222222';

/** A short H-1B-like workflow for the editor tests (valid under the designer rules). */
export const shortWorkflow = (): Workflow => ({
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
    {
      code: 'COLLECT_EVIDENCE',
      label: 'Collect Evidence',
      actionRequired: 'Yes',
      editors: [{ roleId: 8 }],
      watchers: [],
    },
    { code: 'FILING_FEE', label: 'Filing Fee Invoice', actionRequired: 'Yes', editors: [{ roleId: 6 }], watchers: [] },
  ],
});

export const summary = (over: Partial<TWorkflowConfigSummary> = {}): TWorkflowConfigSummary => ({
  typeId: 4,
  typeName: 'H-4',
  subTypeId: null,
  subTypeName: null,
  source: 'default',
  activityCount: 4,
  updatedAt: null,
  version: null,
  versionId: null,
  casesInUse: 0,
  ...over,
});

export const details = (over: Partial<TWorkflowConfigDetailsResult> = {}): TWorkflowConfigDetailsResult => ({
  ...summary(),
  workflow: shortWorkflow(),
  ...over,
});

export const versionRow = (over: Partial<TWorkflowVersionSummary>): TWorkflowVersionSummary => ({
  id: V1,
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdByName: 'Alex Admin',
  activityCount: 4,
  casesInUse: 0,
  current: false,
  ...over,
});

export const versionDetails = (over: Partial<TWorkflowVersionDetails>): TWorkflowVersionDetails => ({
  ...versionRow({}),
  typeId: 4,
  typeName: 'H-4',
  subTypeId: null,
  subTypeName: null,
  workflow: shortWorkflow(),
  previous: { id: null, version: null, workflow: defaultWorkflow(1, 4) },
  ...over,
});

/** Layout as dnd-kit measures it in a browser: each step 120 px below the previous one. */
export function layoutRects() {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const cell = this.closest('[data-step-index]');
    const top = cell ? Number(cell.getAttribute('data-step-index')) * 120 : 0;
    return { x: 0, y: top, top, left: 0, width: 600, height: 100, right: 600, bottom: top + 100, toJSON: () => ({}) };
  };
  Element.prototype.scrollIntoView = jest.fn();
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}
