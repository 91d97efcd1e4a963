import { and, eq, isNull } from 'drizzle-orm';
import {
  caseNumberPrefix,
  completeActivity,
  defaultWorkflow,
  formatCaseNumber,
  initialWorkflowState,
  recordUscisOutcome,
  type ActivityCode,
  type CaseWorkflowState,
  type Workflow,
  ROLE,
} from 'shared/domain';
import type { Db } from '../../platform/db';
import { beneficiaries } from '../beneficiaries';
import { companies } from '../companies';
import { addDaysIso } from '../../platform/data';
import { tenants } from '../tenants';
import { users } from '../users';
import { nextCaseSequence } from './petitions.repository';
import { petitionNotes } from '../notes';
import { petitionActivity, petitions, type NewPetitionRow } from './petitions.table';

/*
 * About 40 demo cases for the demo tenant (docs/cases.md "Demo data"): H-1B, L-1, H-4, H-4 EAD,
 * L-2, I-130, I-140, I-485 and PERM cases at every stage of the default workflow, assigned to the
 * demo attorney and paralegal (and other staff), some past their deadline, one filed case with an
 * RFE and its RFE case, approved, denied and withdrawn cases, and a few notes.
 */

/** Stages: how far along the default workflow a case is. */
type Stage = 'new' | 'submitted' | 'assigned' | 'evidence' | 'approved-internally' | 'signing' | 'filed' | 'receipt' | 'rfe' | 'approved' | 'denied' | 'withdrawn';

interface Spec {
  typeId: number;
  subTypeId: number;
  stage: Stage;
  /** Deadline in days from today (negative: overdue). */
  deadline?: number;
  premium?: boolean;
  staff: 'attorney' | 'paralegal' | 'both' | 'none' | 'other';
  title?: string;
}

const STOP_AFTER: Record<Exclude<Stage, 'rfe' | 'approved' | 'denied' | 'withdrawn'>, ActivityCode> = {
  new: 'CREATE_CASE',
  submitted: 'SUBMIT_TO_LAW_FIRM',
  assigned: 'ASSIGN_ATTORNEY',
  evidence: 'COLLECT_EVIDENCE',
  'approved-internally': 'FILING_FEE',
  signing: 'REQUEST_PETITIONER_SIGN',
  filed: 'SUBMIT_TO_USCIS',
  receipt: 'UPDATE_USCIS_RECEIPT_NUMBER',
};

const SPECS: Spec[] = [
  { typeId: 1, subTypeId: 1, stage: 'new', deadline: 45, staff: 'both', title: 'Data Scientist' },
  { typeId: 1, subTypeId: 3, stage: 'submitted', deadline: 20, premium: true, staff: 'both', title: 'Senior Software Engineer' },
  { typeId: 1, subTypeId: 4, stage: 'assigned', deadline: -6, staff: 'both', title: 'Cloud Architect' },
  { typeId: 1, subTypeId: 4, stage: 'evidence', deadline: 12, staff: 'attorney', title: 'Machine Learning Engineer' },
  { typeId: 1, subTypeId: 5, stage: 'approved-internally', deadline: -2, premium: true, staff: 'both', title: 'Registered Nurse' },
  { typeId: 1, subTypeId: 3, stage: 'signing', deadline: 9, staff: 'paralegal', title: 'Physical Therapist' },
  { typeId: 1, subTypeId: 1, stage: 'filed', deadline: 30, staff: 'both', title: 'Financial Analyst' },
  { typeId: 1, subTypeId: 4, stage: 'receipt', deadline: 60, premium: true, staff: 'both', title: 'Product Manager' },
  { typeId: 1, subTypeId: 3, stage: 'rfe', deadline: 75, staff: 'both', title: 'Database Administrator' },
  { typeId: 1, subTypeId: 4, stage: 'approved', staff: 'both', title: 'Site Reliability Engineer' },
  { typeId: 1, subTypeId: 2, stage: 'new', deadline: 120, staff: 'attorney', title: 'Quantitative Analyst' },
  { typeId: 1, subTypeId: 5, stage: 'evidence', deadline: -15, staff: 'paralegal', title: 'Hospitalist Physician' },
  { typeId: 1, subTypeId: 1, stage: 'denied', staff: 'attorney', title: 'Marketing Specialist' },
  { typeId: 1, subTypeId: 3, stage: 'assigned', deadline: 3, staff: 'other', title: 'DevOps Engineer' },
  { typeId: 2, subTypeId: 7, stage: 'submitted', deadline: 40, staff: 'both', title: 'Regional Operations Manager' },
  { typeId: 2, subTypeId: 8, stage: 'evidence', deadline: -1, premium: true, staff: 'attorney', title: 'Specialized Firmware Engineer' },
  { typeId: 2, subTypeId: 10, stage: 'receipt', deadline: 25, staff: 'both', title: 'Plant Director' },
  { typeId: 2, subTypeId: 9, stage: 'approved', staff: 'attorney', title: 'Engineering Manager' },
  { typeId: 2, subTypeId: 7, stage: 'new', deadline: 90, staff: 'none' },
  { typeId: 4, subTypeId: 11, stage: 'submitted', deadline: 18, staff: 'paralegal' },
  { typeId: 4, subTypeId: 12, stage: 'signing', deadline: -4, staff: 'both' },
  { typeId: 4, subTypeId: 12, stage: 'filed', deadline: 50, staff: 'paralegal' },
  { typeId: 5, subTypeId: 13, stage: 'assigned', deadline: 14, staff: 'paralegal' },
  { typeId: 5, subTypeId: 14, stage: 'receipt', deadline: 33, staff: 'both' },
  { typeId: 5, subTypeId: 14, stage: 'withdrawn', staff: 'both' },
  { typeId: 6, subTypeId: 18, stage: 'evidence', deadline: 27, staff: 'attorney' },
  { typeId: 6, subTypeId: 19, stage: 'new', deadline: -9, staff: 'both' },
  { typeId: 7, subTypeId: 20, stage: 'submitted', deadline: 65, staff: 'attorney' },
  { typeId: 7, subTypeId: 21, stage: 'approved-internally', deadline: 22, staff: 'other' },
  { typeId: 9, subTypeId: 24, stage: 'evidence', deadline: 35, staff: 'both', title: 'Principal Engineer' },
  { typeId: 9, subTypeId: 25, stage: 'filed', deadline: 80, premium: true, staff: 'attorney', title: 'Research Scientist (NIW)' },
  { typeId: 10, subTypeId: 26, stage: 'assigned', deadline: 100, staff: 'both' },
  { typeId: 10, subTypeId: 26, stage: 'receipt', deadline: 150, staff: 'paralegal' },
  { typeId: 3, subTypeId: 15, stage: 'submitted', deadline: 55, staff: 'both', title: 'Staff Software Engineer' },
  { typeId: 3, subTypeId: 16, stage: 'evidence', deadline: -12, staff: 'attorney', title: 'Senior Data Engineer' },
  { typeId: 3, subTypeId: 17, stage: 'signing', deadline: 42, staff: 'both', title: 'Biostatistician' },
  { typeId: 1, subTypeId: 4, stage: 'signing', deadline: 6, staff: 'both', title: 'Backend Engineer' },
  { typeId: 4, subTypeId: 11, stage: 'new', deadline: 28, staff: 'paralegal' },
  { typeId: 1, subTypeId: 3, stage: 'receipt', deadline: -3, staff: 'attorney', title: 'Clinical Pharmacist' },
];

export interface DemoCasesResult {
  cases: number;
  rfeCases: number;
}

/** Seeds the demo cases into the current tenant scope (inside the demo seed's transaction). */
export async function seedDemoCases(tx: Db, opts: { today?: string } = {}): Promise<DemoCasesResult> {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const [tenant] = await tx.select({ typeId: tenants.typeId }).from(tenants).limit(1);
  const tenantTypeId = tenant?.typeId ?? 1;
  const staff = await tx.select({ id: users.id, email: users.email, name: users.name, roleId: users.roleId }).from(users).where(eq(users.isExternal, 0));
  const byEmail = new Map(staff.map((u) => [u.email.toLowerCase(), u]));
  const attorney = byEmail.get('attorney@demo.test') ?? staff.find((u) => u.roleId === ROLE.ATTORNEY);
  const paralegal = byEmail.get('paralegal@demo.test') ?? staff.find((u) => u.roleId === ROLE.PARALEGAL);
  const admin = byEmail.get('admin@demo.test') ?? staff.find((u) => u.roleId === ROLE.ADMIN);
  const frontOffice = byEmail.get('front.office@demo.test') ?? staff.find((u) => u.roleId === ROLE.FRONT_OFFICE);
  const supervisor = byEmail.get('supervisor@demo.test') ?? staff.find((u) => u.roleId === ROLE.SUPERVISOR);
  const docManager = byEmail.get('doc.manager@demo.test') ?? staff.find((u) => u.roleId === ROLE.DOCUMENTATION_MANAGER);
  if (!admin) return { cases: 0, rfeCases: 0 };
  const comps = await tx.select({ id: companies.id, branchId: companies.branchId, name: companies.name }).from(companies).where(isNull(companies.deletedAt));
  const bens = await tx
    .select({ id: beneficiaries.id, companyId: beneficiaries.companyId, userId: beneficiaries.userId })
    .from(beneficiaries)
    .where(and(isNull(beneficiaries.deletedAt), eq(beneficiaries.relation, 'principal')));
  const pairs = bens.filter((b) => b.companyId && comps.some((c) => c.id === b.companyId));
  if (!pairs.length) return { cases: 0, rfeCases: 0 };
  // The beneficiary login's record first, so role 51 has cases to see.
  pairs.sort((x, y) => Number(!!y.userId) - Number(!!x.userId));

  let n = 0;
  let rfeCases = 0;
  const day = (offset: number) => new Date(`${addDaysIso(today, offset)}T15:00:00Z`);
  const stamp = async (caseId: string, action: string, code: string | null, at: Date, before: Record<string, unknown> | null, after: Record<string, unknown> | null, who = admin) =>
    tx.insert(petitionActivity).values({
      petitionId: caseId,
      action,
      activityCode: code,
      userId: who.id,
      userName: who.name,
      before,
      after,
      at,
    });

  for (const [i, spec] of SPECS.entries()) {
    const ben = pairs[i % pairs.length]!;
    const company = comps.find((c) => c.id === ben.companyId)!;
    const workflow: Workflow = defaultWorkflow(tenantTypeId, spec.typeId);
    const createdDaysAgo = 20 + ((i * 7) % 70);
    let at = -createdDaysAgo;
    let state: CaseWorkflowState = initialWorkflowState(workflow);
    const log: { code: ActivityCode; at: Date; by: string; from: number; to: number }[] = [];
    const doActivity = (code: ActivityCode, by: string) => {
      at = Math.min(at + 1 + (i % 3), -1);
      const from = state.statusId;
      state = completeActivity(workflow, state, code, by, day(at).toISOString());
      log.push({ code, at: day(at), by, from, to: state.statusId });
    };
    const useAttorney = spec.staff === 'attorney' || spec.staff === 'both';
    const useParalegal = spec.staff === 'paralegal' || spec.staff === 'both';
    const assigned = {
      attorneyId: useAttorney ? (attorney?.id ?? null) : spec.staff === 'other' ? (staff.find((u) => u.roleId === ROLE.ATTORNEY && u.id !== attorney?.id)?.id ?? null) : null,
      paralegalId: useParalegal ? (paralegal?.id ?? null) : null,
      supervisorId: i % 4 === 0 ? (supervisor?.id ?? null) : null,
      docManagerId: i % 5 === 0 ? (docManager?.id ?? null) : null,
      frontOfficeId: ['filed', 'receipt', 'rfe', 'approved', 'denied', 'withdrawn'].includes(spec.stage) ? (frontOffice?.id ?? null) : null,
    };
    const stopAt: ActivityCode = spec.stage in STOP_AFTER ? STOP_AFTER[spec.stage as keyof typeof STOP_AFTER] : 'UPDATE_USCIS_RECEIPT_NUMBER';
    const dol = !workflow.activities.some((x) => x.code === 'SUBMIT_TO_USCIS');
    for (const act of workflow.activities) {
      if (act.optional && !(act.code === 'ASSIGN_PARALEGAL' && assigned.paralegalId) && !(act.code === 'ASSIGN_SUPERVISOR' && assigned.supervisorId)) continue;
      if (act.code === 'ASSIGN_ATTORNEY' && !assigned.attorneyId && stopAt !== 'CREATE_CASE' && stopAt !== 'SUBMIT_TO_LAW_FIRM') break;
      const by = act.code === 'COLLECT_EVIDENCE' || act.code === 'SUBMIT_TO_USCIS' ? (assigned.paralegalId ?? admin.id) : act.code === 'CASE_APPROVED' ? (assigned.attorneyId ?? admin.id) : admin.id;
      doActivity(act.code, by);
      if (act.code === stopAt || (dol && act.code === 'SUPERVISOR_FORMS_REVIEW' && !(spec.stage in STOP_AFTER))) break;
    }
    const filed = state.completedActivities.includes('SUBMIT_TO_USCIS');
    const receipt = state.completedActivities.includes('UPDATE_USCIS_RECEIPT_NUMBER')
      ? `${['EAC', 'WAC', 'LIN', 'SRC', 'IOE'][i % 5]}${String(year % 100).padStart(2, '0')}${String(90_000_000 + i * 104_729).slice(0, 8)}`
      : null;
    let validityFrom: string | null = null;
    let validityTo: string | null = null;
    let outcome: string | null = null;
    if (['rfe', 'approved', 'denied', 'withdrawn'].includes(spec.stage) && state.nextWorkflowActivity === 'UPDATE_USCIS_RESPONSE') {
      const fromStatus = state.statusId;
      const noticeDate = addDaysIso(today, -3);
      if (spec.stage === 'approved') {
        validityFrom = addDaysIso(today, -3);
        validityTo = addDaysIso(today, 3 * 365);
        state = recordUscisOutcome(state, { kind: 'approved', noticeDate, validFrom: validityFrom, validTo: validityTo }, assigned.paralegalId ?? admin.id, day(-3).toISOString());
      } else if (spec.stage === 'rfe') {
        state = recordUscisOutcome(state, { kind: 'rfe', noticeDate, responseDueDate: addDaysIso(today, spec.deadline ?? 60) }, assigned.paralegalId ?? admin.id, day(-3).toISOString());
      } else {
        state = recordUscisOutcome(state, { kind: spec.stage as 'denied' | 'withdrawn', noticeDate }, admin.id, day(-3).toISOString());
      }
      outcome = spec.stage;
      log.push({ code: state.completionLog[state.completionLog.length - 1]!.code, at: day(-3), by: admin.id, from: fromStatus, to: state.statusId });
    }
    const closed = [22, 23, 31].includes(state.statusId);
    const prefix = `${caseNumberPrefix(spec.typeId)}-${year}`;
    const values: NewPetitionRow = {
      caseNumber: formatCaseNumber(spec.typeId, year, await nextCaseSequence(tx, prefix)),
      kind: spec.typeId === 3 ? 'perm' : [7, 9, 10].includes(spec.typeId) ? 'gc' : 'petition',
      typeId: spec.typeId,
      subTypeId: spec.subTypeId,
      statusId: state.statusId,
      title: spec.title ?? null,
      petitionerId: company.id,
      beneficiaryId: ben.id,
      branchId: company.branchId,
      ...assigned,
      deadlineDate: spec.deadline !== undefined && !closed ? addDaysIso(today, spec.deadline) : null,
      premiumProcessing: spec.premium ?? false,
      validityFrom,
      validityTo,
      receiptNumber: receipt,
      courierCarrierId: filed && receipt ? 1 + (i % 4) : null,
      courierTrackingNumber: filed && receipt ? `77${String(4_100_000_000 + i * 7919)}` : null,
      courierTrackingCategory: filed ? 'UPDATE_TRACKING_NUMBER' : null,
      workflow,
      completedActivities: [...state.completedActivities],
      completionLog: [...state.completionLog],
      nextActivity: state.nextWorkflowActivity,
      petitionerSignRequested: state.petitionerSignRequested,
      scannedCopyCount: filed ? 1 : 0,
      uscisOutcome: outcome,
      uscisOutcomeDate: outcome ? addDaysIso(today, -3) : null,
      approvalStatus: state.completedActivities.includes('SUBMIT_TO_LAW_FIRM') && i % 3 === 0 ? 'approved' : null,
      data: spec.typeId === 1 ? { employeeCount: null } : {},
      createdBy: admin.id,
      updatedBy: admin.id,
      createdAt: day(-createdDaysAgo),
      updatedAt: log.length ? log[log.length - 1]!.at : day(-createdDaysAgo),
      closedAt: closed ? day(-3) : null,
    };
    const [row] = await tx.insert(petitions).values(values).returning();
    n++;
    await stamp(row!.id, 'create', 'CREATE_CASE', day(-createdDaysAgo), null, { caseNumber: row!.caseNumber, typeId: row!.typeId, subTypeId: row!.subTypeId, statusId: 1, petitionerId: row!.petitionerId, beneficiaryId: row!.beneficiaryId, branchId: row!.branchId });
    for (const l of log.slice(1)) {
      const who = staff.find((u) => u.id === l.by) ?? admin;
      const changed = l.from !== l.to;
      await stamp(row!.id, 'complete-activity', l.code, l.at, changed ? { statusId: l.from } : null, changed ? { statusId: l.to } : null, who);
    }
    if (i % 6 === 1) {
      await tx.insert(petitionNotes).values({ petitionId: row!.id, text: 'Waiting for the last three pay stubs from the petitioner.', internal: false, createdBy: paralegal?.id ?? admin.id, createdByName: paralegal?.name ?? admin.name, createdAt: day(-2) });
    }
    if (spec.stage === 'rfe') {
      const due = addDaysIso(today, spec.deadline ?? 60);
      const rfeWorkflow = defaultWorkflow(tenantTypeId, 8);
      const rs = completeActivity(rfeWorkflow, initialWorkflowState(rfeWorkflow), 'CREATE_CASE', admin.id, day(-3).toISOString());
      await tx.insert(petitions).values({
        caseNumber: formatCaseNumber(8, year, await nextCaseSequence(tx, `${caseNumberPrefix(8)}-${year}`)),
        kind: 'rfe',
        typeId: 8,
        subTypeId: 22,
        statusId: 24,
        title: `RFE response for ${row!.caseNumber}`,
        petitionerId: company.id,
        beneficiaryId: ben.id,
        branchId: company.branchId,
        ...assigned,
        deadlineDate: due,
        receiptNumber: receipt,
        workflow: rfeWorkflow,
        completedActivities: [...rs.completedActivities],
        completionLog: [...rs.completionLog],
        nextActivity: rs.nextWorkflowActivity,
        parentId: row!.id,
        parentRelation: 'rfe',
        data: { noticeDate: addDaysIso(today, -3), responseDueDate: due, editOption: false },
        createdBy: admin.id,
        updatedBy: admin.id,
        createdAt: day(-3),
        updatedAt: day(-3),
      });
      rfeCases++;
      n++;
    }
  }
  return { cases: n, rfeCases };
}
