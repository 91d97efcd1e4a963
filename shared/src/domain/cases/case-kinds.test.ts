import { CALLS_BY_PATH, CASE_COLUMNS, CASE_KINDS as CONTRACT_CASE_KINDS } from '../../contract';
import { CASE_STATUS_BY_ID } from '../case-status';
import {
  CASE_KIND_BY_NAME,
  CASE_KIND_REGISTRY,
  caseKindDef,
  caseKindOfType,
  RFE_RESPONSE_RECEIVED_STATUS_ID,
  ZRfeCaseData,
} from './case-kinds';
import { CASE_KIND_DETAIL_TABS, detailTabsOfKind } from './case-kind-tabs';
import { CASE_SUB_TYPE, CASE_SUB_TYPE_BY_ID, CASE_TYPE, CASE_TYPES } from './case-types';
import { FOLLOW_ON_ACTION_BY_ID } from './follow-on';
import { rfeCaseFor } from './outcomes';
import { statusForActivity } from './workflow';

describe('case-kind registry', () => {
  it('reads each kind’s details tabs from case-kind-tabs.ts, which holds no kind the registry lacks', () => {
    for (const k of CASE_KIND_REGISTRY) expect(detailTabsOfKind(k.kind)).toBe(k.detailTabs);
    expect(Object.keys(CASE_KIND_DETAIL_TABS).sort()).toEqual(CASE_KIND_REGISTRY.map((k) => k.kind).sort());
    expect(detailTabsOfKind('i9')).toBeUndefined();
  });

  it('registers every kind the case table holds today (the contract’s case kinds), once', () => {
    expect(CASE_KIND_REGISTRY.map((k) => k.kind).sort()).toEqual([...CONTRACT_CASE_KINDS].sort());
    expect(CASE_KIND_BY_NAME.size).toBe(CASE_KIND_REGISTRY.length);
    expect(() => caseKindDef('i9')).toThrow(/not registered/);
  });

  it('expresses the existing petition types and RFE through it: each type in exactly one kind', () => {
    for (const t of CASE_TYPES.filter((x) => CONTRACT_CASE_KINDS.includes(x.kind as never))) {
      const owners = CASE_KIND_REGISTRY.filter((k) => (k.typeIds as readonly number[]).includes(t.id));
      expect(owners.map((k) => k.kind)).toEqual([t.kind]);
    }
    expect(caseKindOfType(CASE_TYPE.H1B)?.kind).toBe('petition');
    expect(caseKindOfType(CASE_TYPE.H4)?.kind).toBe('petition');
    expect(caseKindOfType(CASE_TYPE.L1)?.kind).toBe('petition');
    expect(caseKindOfType(CASE_TYPE.L2)?.kind).toBe('petition');
    expect(caseKindOfType(CASE_TYPE.PERM)?.kind).toBe('perm');
    expect(caseKindOfType(CASE_TYPE.I485)?.kind).toBe('gc');
    expect(caseKindOfType(CASE_TYPE.RFE)?.kind).toBe('rfe');
    expect(caseKindOfType(CASE_TYPE.LCA)?.kind).toBe('lca');
    expect(caseKindDef('rfe').subTypeIds).toEqual([CASE_SUB_TYPE.RFE_RESPONSE, CASE_SUB_TYPE.NOID_RESPONSE]);
  });

  it.each(CASE_KIND_REGISTRY.map((k) => [k.kind, k] as const))('%s: sub types, statuses, workflow, columns, calls, follow-ons hold together', (_name, k) => {
    for (const s of k.subTypeIds) expect(k.typeIds).toContain(CASE_SUB_TYPE_BY_ID.get(s)!.typeId);
    for (const s of k.statusIds) expect(CASE_STATUS_BY_ID.has(s)).toBe(true);
    for (const s of k.closedStatusIds) expect(CASE_STATUS_BY_ID.has(s)).toBe(true);
    // Every status the default workflow can set is in the kind's vocabulary.
    for (const typeId of k.typeIds) {
      for (const tenantTypeId of [1, 2]) {
        const w = k.defaultWorkflow(tenantTypeId, typeId);
        expect(w.typeId).toBe(typeId);
        for (const a of w.activities) {
          const status = statusForActivity(a.code, w);
          if (status !== null) expect(k.statusIds).toContain(status);
        }
      }
    }
    for (const c of k.listColumns) expect(CASE_COLUMNS).toContain(c);
    expect(k.detailTabs).toContain('CaseDetails');
    expect(k.searchFields).toContain('caseNumber');
    for (const path of Object.values(k.calls)) expect(CALLS_BY_PATH.has(path)).toBe(true);
    // The create and update schemas are the contract's payloads of the kind's calls.
    const create = CALLS_BY_PATH.get(k.calls.create)!;
    expect(create.payload.safeParse(create.example).success).toBe(true);
    for (const id of k.followOnActions) expect(k.typeIds).toContain(FOLLOW_ON_ACTION_BY_ID.get(id)!.source.typeId);
  });

  it('gives the petition kind the follow-ons of its types (H-1B extension, H-4 EAD…)', () => {
    expect(caseKindDef('petition').followOnActions).toEqual(expect.arrayContaining(['H1B_EXTENSION', 'H4_EXTENSION', 'L2_EXTENSION']));
    expect(caseKindDef('rfe').followOnActions).toEqual([]);
  });

  it('RFE: its own module, its statuses, and a data schema that reads what an RFE case is created with', () => {
    const rfe = caseKindDef('rfe');
    expect(rfe.module).toBe('rfe');
    expect(rfe.calls.create).toBe('/rfe-petition/create');
    expect(rfe.statusIds.slice(0, 6)).toEqual([24, 30, 32, 33, 25, 26]);
    expect(rfe.closedStatusIds).toContain(RFE_RESPONSE_RECEIVED_STATUS_ID);
    const draft = rfeCaseFor({ id: 'p' }, { kind: 'rfe', noticeDate: '2026-11-01', responseDueDate: '2027-01-01' } as never)!;
    expect(rfe.statusIds).toContain(draft.statusId);
    const data = { noticeDate: draft.noticeDate, responseDueDate: draft.responseDueDate, noticeFileKey: null, editOption: false };
    expect(rfe.dataSchema!.safeParse(data).success).toBe(true);
    expect(ZRfeCaseData.safeParse({ ...data, responseDueDate: '1 Jan' }).success).toBe(false);
  });
});

describe('configurable workflows', () => {
  it('are those of the petition, perm, gc and rfe kinds (as /workflow/config-list offered them before the registry)', () => {
    const configurable = CASE_TYPES.filter((t) => caseKindOfType(t.id)?.configurableWorkflow === true).map((t) => t.id);
    expect(configurable).toEqual(CASE_TYPES.filter((t) => ['petition', 'perm', 'gc', 'rfe'].includes(t.kind)).map((t) => t.id));
  });
});
