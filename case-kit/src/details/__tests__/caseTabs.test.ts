import { CASE_KIND_REGISTRY } from 'shared/domain';
import { CASE_TABS, caseTabsFor } from '../hooks/useCaseTab';

describe('caseTabsFor (tabs by kind, from the case-kind registry)', () => {
  it('gives each registered kind its detail tabs, in the registry order', () => {
    for (const def of CASE_KIND_REGISTRY) expect(caseTabsFor(def.kind).map((t) => t.id)).toEqual([...def.detailTabs]);
  });

  it('knows every tab a kind lists (labels from CASE_TABS)', () => {
    const known = new Set<string>(CASE_TABS.map((t) => t.id));
    for (const def of CASE_KIND_REGISTRY) for (const id of def.detailTabs) expect(known.has(id)).toBe(true);
  });

  it('shows every tab for a kind not registered yet', () => {
    expect(caseTabsFor('cap')).toEqual(CASE_TABS);
    expect(caseTabsFor('unknown')).toEqual(CASE_TABS);
  });

  it('shows the seven tabs of today for a petition and an RFE case', () => {
    const seven = ['CaseDetails', 'Workflow', 'Documents', 'Forms', 'ActivityLog', 'Notes', 'Communication'];
    expect(caseTabsFor('petition').map((t) => t.id)).toEqual(seven);
    expect(caseTabsFor('rfe').map((t) => t.id)).toEqual(seven);
  });
});
