import { ROLE_NAMES, STAFF_AND_CLIENT_ROLES, type RoleId } from '../roles';
import { ACTIVITY_LABELS, type ActivityCode } from '../cases/activity-codes';
import type { Workflow, WorkflowActivity } from '../cases/workflow';

/*
 * The workflow designer's rules (issue 16.3, docs/settings.md "Workflow designer"): what a firm's
 * workflow must satisfy before it is saved, and what changed between two versions. Pure; the
 * api refuses a save with these messages and the editor shows them beside the steps.
 */

/**
 * Order constraints between steps, read from the SPEC §4 default workflow (docs/workflow.md):
 * when both steps are in a workflow, each listed prerequisite must come before the step. A
 * step's own `requires` (LCA submit needs the LCA request) must also be present and earlier.
 */
export const STEP_PREREQUISITES: Readonly<Partial<Record<ActivityCode, readonly ActivityCode[]>>> = {
  LCA_SUBMIT: ['LCA_REQUEST'],
  ASSIGN_DOCUMENTATION_EXECUTIVE: ['ASSIGN_DOCUMENTATION_MANAGER'],
  CASE_APPROVED: ['ASSIGN_CASE_APPROVER'],
  DOCUMENT_SIGNERS: ['REQUEST_PETITIONER_SIGN'],
  SUBMIT_TO_USCIS: ['CASE_APPROVED', 'FILING_FEE'],
  COURIER_TRACKING: ['SUBMIT_TO_USCIS'],
  UPDATE_USCIS_RECEIPT_NUMBER: ['SUBMIT_TO_USCIS'],
  UPDATE_USCIS_RESPONSE: ['SUBMIT_TO_USCIS', 'UPDATE_USCIS_RECEIPT_NUMBER'],
  USCIS_APPROVED: ['SUBMIT_TO_USCIS'],
  USCIS_RECEIVED_RFE: ['SUBMIT_TO_USCIS'],
  USCIS_DENIED: ['SUBMIT_TO_USCIS'],
  USCIS_WITHDRAWN: ['SUBMIT_TO_USCIS'],
  UPDATE_DOL_RESPONSE: ['CASE_APPROVED'],
};

/** The step every case starts with: when present it must be first (creating the case completes it). */
export const FIRST_STEP: ActivityCode = 'CREATE_CASE';

/** Roles a firm may name as editors or watchers: its staff, the petitioner and the beneficiary. */
export const WORKFLOW_ASSIGNABLE_ROLES: readonly RoleId[] = STAFF_AND_CLIENT_ROLES;

/** The one step that carries the filing-fee flags (SPEC §4). */
export const FEE_STEP: ActivityCode = 'FILING_FEE';

export interface WorkflowIssue {
  /** The step the problem is about. */
  code: ActivityCode;
  /** What is wrong, naming the step, ready for the screen and the 422 answer. */
  message: string;
}

const labelOf = (a: Pick<WorkflowActivity, 'code' | 'label'> | undefined, code: ActivityCode): string =>
  a?.label || ACTIVITY_LABELS[code];

/**
 * Everything wrong with a workflow, in step order (empty: it may be saved): each step that needs
 * action has an editor; every role is one a firm may name; the filing-fee flags sit on the fee
 * step only; CREATE_CASE is first; each step's prerequisites are present (own `requires`) and come
 * before it (own `requires` and STEP_PREREQUISITES).
 */
export function validateWorkflowDesign(workflow: Pick<Workflow, 'activities'>): WorkflowIssue[] {
  const issues: WorkflowIssue[] = [];
  const acts = workflow.activities;
  const position = new Map(acts.map((a, i) => [a.code, i] as const));
  const byCode = new Map(acts.map((a) => [a.code, a] as const));
  const seen = new Set<ActivityCode>();
  acts.forEach((a, i) => {
    const label = labelOf(a, a.code);
    if (seen.has(a.code)) issues.push({ code: a.code, message: `"${label}" appears more than once.` });
    seen.add(a.code);
    if (a.actionRequired === 'Yes' && a.editors.length === 0)
      issues.push({
        code: a.code,
        message: `"${label}" needs action but nobody may edit it: add at least one editor.`,
      });
    const badRole = [...a.editors, ...a.watchers].find((r) => !WORKFLOW_ASSIGNABLE_ROLES.includes(r.roleId as RoleId));
    if (badRole)
      issues.push({ code: a.code, message: `"${label}" names role ${badRole.roleId}, which a firm cannot assign.` });
    if (a.code !== FEE_STEP && (a.fileOnlyAfterInvoice || a.fileOnlyAfterPayment))
      issues.push({
        code: a.code,
        message: `"${label}" cannot carry the filing-fee flags; they belong to "${ACTIVITY_LABELS[FEE_STEP]}".`,
      });
    if (a.code === FIRST_STEP && i !== 0) issues.push({ code: a.code, message: `"${label}" must be the first step.` });
    for (const req of a.requires ?? []) {
      const at = position.get(req);
      if (at === undefined)
        issues.push({
          code: a.code,
          message: `"${label}" needs "${ACTIVITY_LABELS[req]}", which is not in the workflow.`,
        });
    }
    const before = new Set<ActivityCode>([...(a.requires ?? []), ...(STEP_PREREQUISITES[a.code] ?? [])]);
    for (const req of before) {
      const at = position.get(req);
      if (at !== undefined && at > i)
        issues.push({ code: a.code, message: `"${label}" must come after "${labelOf(byCode.get(req), req)}".` });
    }
  });
  return issues;
}

export interface WorkflowStepChange {
  code: ActivityCode;
  label: string;
  /** Human lines: "Editors: added Paralegal", "File only after payment: off → on", … */
  changes: string[];
}

export interface WorkflowDiff {
  added: { code: ActivityCode; label: string; position: number }[];
  removed: { code: ActivityCode; label: string }[];
  /** Steps kept whose place relative to the other kept steps changed (1-based positions). */
  moved: { code: ActivityCode; label: string; from: number; to: number }[];
  changed: WorkflowStepChange[];
}

const roleNames = (ids: readonly number[]): string => ids.map((r) => ROLE_NAMES[r as RoleId] ?? `role ${r}`).join(', ');

/** Longest common subsequence of two code lists: the steps that kept their relative order. */
function stableCodes(a: readonly ActivityCode[], b: readonly ActivityCode[]): Set<ActivityCode> {
  const n = a.length;
  const m = b.length;
  const dp: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      dp[i]![j] = a[i] === b[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
  const keep = new Set<ActivityCode>();
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      keep.add(a[i]!);
      i++;
      j++;
    } else if (dp[i + 1]![j]! >= dp[i]![j + 1]!) i++;
    else j++;
  }
  return keep;
}

function roleChange(
  what: string,
  before: readonly { roleId: number }[],
  after: readonly { roleId: number }[],
): string | null {
  const b = before.map((r) => r.roleId);
  const a = after.map((r) => r.roleId);
  const added = a.filter((r) => !b.includes(r));
  const removed = b.filter((r) => !a.includes(r));
  if (!added.length && !removed.length) return null;
  const parts = [
    added.length ? `added ${roleNames(added)}` : '',
    removed.length ? `removed ${roleNames(removed)}` : '',
  ];
  return `${what}: ${parts.filter(Boolean).join('; ')}`;
}

const onOff = (v: boolean | undefined): string => (v ? 'on' : 'off');

/** What changed from `before` to `after`: added, removed and moved steps, and each kept step's edits. */
export function diffWorkflows(before: Pick<Workflow, 'activities'>, after: Pick<Workflow, 'activities'>): WorkflowDiff {
  const oldCodes = before.activities.map((a) => a.code);
  const newCodes = after.activities.map((a) => a.code);
  const oldBy = new Map(before.activities.map((a) => [a.code, a] as const));
  const added = after.activities
    .map((a, i) => ({ code: a.code, label: labelOf(a, a.code), position: i + 1 }))
    .filter((a) => !oldBy.has(a.code));
  const newSet = new Set(newCodes);
  const removed = before.activities
    .filter((a) => !newSet.has(a.code))
    .map((a) => ({ code: a.code, label: labelOf(a, a.code) }));
  const keptOld = oldCodes.filter((c) => newSet.has(c));
  const keptNew = newCodes.filter((c) => oldBy.has(c));
  const stable = stableCodes(keptOld, keptNew);
  const moved = keptNew
    .filter((c) => !stable.has(c))
    .map((c) => ({
      code: c,
      label: labelOf(
        after.activities.find((a) => a.code === c),
        c,
      ),
      from: oldCodes.indexOf(c) + 1,
      to: newCodes.indexOf(c) + 1,
    }));
  const changed: WorkflowStepChange[] = [];
  for (const a of after.activities) {
    const o = oldBy.get(a.code);
    if (!o) continue;
    const lines: string[] = [];
    if (o.label !== a.label) lines.push(`Name: "${o.label}" → "${a.label}"`);
    if (o.actionRequired !== a.actionRequired) lines.push(`Action required: ${o.actionRequired} → ${a.actionRequired}`);
    if (!!o.optional !== !!a.optional) lines.push(`Optional: ${onOff(o.optional)} → ${onOff(a.optional)}`);
    const ed = roleChange('Editors', o.editors, a.editors);
    if (ed) lines.push(ed);
    const wa = roleChange('Watchers', o.watchers, a.watchers);
    if (wa) lines.push(wa);
    if (!!o.fileOnlyAfterInvoice !== !!a.fileOnlyAfterInvoice)
      lines.push(`File only after invoice: ${onOff(o.fileOnlyAfterInvoice)} → ${onOff(a.fileOnlyAfterInvoice)}`);
    if (!!o.fileOnlyAfterPayment !== !!a.fileOnlyAfterPayment)
      lines.push(`File only after payment: ${onOff(o.fileOnlyAfterPayment)} → ${onOff(a.fileOnlyAfterPayment)}`);
    if (lines.length) changed.push({ code: a.code, label: labelOf(a, a.code), changes: lines });
  }
  return { added, removed, moved, changed };
}

/** Does the diff hold any change at all? */
export const isEmptyDiff = (d: WorkflowDiff): boolean =>
  !d.added.length && !d.removed.length && !d.moved.length && !d.changed.length;

/** Move the item at `from` to `to` (array move used by drag and drop and the up/down buttons). */
export function moveStep<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length || from === to) return out;
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}
