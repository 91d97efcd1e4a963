import { completeActivity, initialWorkflowState, type CaseKind, type Workflow } from 'shared/domain';
import { todayOf } from '../../platform/data';
import type { CallContext } from '../../platform/http';
import type { CaseAccess } from './petitions.access';
import * as repo from './petitions.repository';
import { logCase, nextCaseNumber } from './petitions.service';
import type { NewPetitionRow, PetitionRow } from './petitions.table';

/** What a kind module gives to open a case of its kind (its own data goes to its side table). */
export interface KindCaseDraft {
  kind: CaseKind;
  typeId: number;
  subTypeId: number | null;
  /** The kind's workflow (registry `defaultWorkflow`, or the tenant's when configurable). */
  workflow: Workflow;
  statusId: number;
  title: string | null;
  petitionerId: string | null;
  beneficiaryId: string | null;
  branchId: string | null;
  /** The case it was opened from (an LCA from its H-1B) and how they relate. */
  parentId?: string | null;
  parentRelation?: string | null;
  deadlineDate?: string | null;
  /** The log line of the creation. */
  note?: string | null;
  /** Staff slots (e.g. the H-1B case's team, who then see the LCA opened from it). */
  staff?: Partial<Pick<NewPetitionRow, 'attorneyId' | 'paralegalId' | 'supervisorId' | 'docManagerId' | 'docExecutiveId' | 'frontOfficeId'>>;
}

/**
 * Opens a case of a kind with a module of its own (LCA, PWD…; docs/case-kinds.md): the next case
 * number of its type, the workflow with CREATE_CASE done, logged as created by the caller. The
 * kind module writes its side-table row in the same transaction.
 */
export async function createKindCase(ctx: CallContext<unknown>, a: Pick<CaseAccess, 'userId' | 'userName'>, d: KindCaseDraft): Promise<PetitionRow> {
  const now = new Date().toISOString();
  const s0 = initialWorkflowState(d.workflow);
  const state = d.workflow.activities.some((x) => x.code === 'CREATE_CASE') ? completeActivity(d.workflow, s0, 'CREATE_CASE', a.userId, now) : s0;
  const caseNumber = await nextCaseNumber(ctx.tx, d.typeId, todayOf((ctx.payload ?? {}) as { today?: string }));
  const row = await repo.insertCase(ctx.tx, {
    caseNumber,
    kind: d.kind,
    typeId: d.typeId,
    subTypeId: d.subTypeId,
    statusId: d.statusId,
    title: d.title,
    petitionerId: d.petitionerId,
    beneficiaryId: d.beneficiaryId,
    branchId: d.branchId,
    deadlineDate: d.deadlineDate ?? null,
    ...(d.staff ?? {}),
    workflow: d.workflow,
    completedActivities: [...state.completedActivities],
    completionLog: [...state.completionLog],
    nextActivity: state.nextWorkflowActivity,
    parentId: d.parentId ?? null,
    parentRelation: d.parentRelation ?? null,
    createdBy: a.userId,
    updatedBy: a.userId,
  });
  await logCase(ctx.tx, a, 'create', null, row, { note: d.note ?? null });
  return row;
}
