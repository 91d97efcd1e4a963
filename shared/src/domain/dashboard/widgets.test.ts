import { ROLE } from '../roles';
import { TIME_RANGE_LABELS, timeRangeLabel } from '../format';
import {
  CASE_TYPE_STAT_CHOICES,
  DASHBOARD_WIDGETS,
  DASHBOARD_WIDGET_KEYS,
  TIME_RANGE_BUCKETS,
  WIDGET_PAGE_SIZES,
  defaultDashboardLayout,
  widgetAllowedForRole,
} from './widgets';
import { widgetFilterIssues } from './validate';

/* The widget registry against SPEC §2.1 and §9 (issue 17 point 1). */
describe('dashboard widget registry', () => {
  it('lists the 15 widgets of SPEC §2.1 by their spec names', () => {
    expect(DASHBOARD_WIDGET_KEYS.map((k) => DASHBOARD_WIDGETS[k].title)).toEqual([
      'Messages',
      'Updates',
      'Actions',
      'Deadlines',
      'Cases by Status',
      'Cases Stats by Branch',
      'Clients',
      'Beneficiaries',
      'LCAs',
      'Invoices',
      'Support Tickets',
      'Pending Cases Stats',
      'Current Status of Cases',
      'Tasks',
      'PWD Position stats',
    ]);
    for (const k of DASHBOARD_WIDGET_KEYS) expect(DASHBOARD_WIDGETS[k].key).toBe(k);
  });

  it('keeps the SPEC §9 constants', () => {
    expect(WIDGET_PAGE_SIZES).toEqual([100, 25]);
    expect(CASE_TYPE_STAT_CHOICES).toEqual(['h1b', 'perm', 'i140', 'adj_status_i485', 'i130', 'i485']);
    expect(TIME_RANGE_BUCKETS.map((b) => b.label)).toEqual([...TIME_RANGE_LABELS]);
  });

  it('buckets days exactly as timeRangeLabel does', () => {
    for (let d = 0; d < 60; d++) {
      const b = TIME_RANGE_BUCKETS.find((x) => d >= x.minDays && (x.maxDays === null || d <= x.maxDays));
      expect(b?.label).toBe(timeRangeLabel(d));
    }
  });

  it('gives each role a default made only of widgets the role may have, cases and next actions first', () => {
    for (const role of [ROLE.ADMIN, ROLE.BRANCH_MANAGER, ROLE.FRONT_OFFICE, ROLE.ATTORNEY, ROLE.SUPERVISOR, ROLE.PARALEGAL, ROLE.LCA_MANAGER, ROLE.BILLING_MANAGER, ROLE.READ_ONLY_STAFF, ROLE.PETITIONER, ROLE.BENEFICIARY]) {
      const keys = defaultDashboardLayout(role);
      expect(new Set(keys).size).toBe(keys.length);
      for (const k of keys) expect(widgetAllowedForRole(k, role)).toBe(true);
    }
    expect(defaultDashboardLayout(ROLE.PARALEGAL).slice(0, 2)).toEqual(['actions', 'deadlines']);
    expect(defaultDashboardLayout(ROLE.BENEFICIARY)).not.toContain('clients');
    // Read-only staff have no invoices (INVOICE_ROLES), billing staff do.
    expect(defaultDashboardLayout(ROLE.READ_ONLY_STAFF)).not.toContain('invoices');
    expect(defaultDashboardLayout(ROLE.BILLING_MANAGER)).toContain('invoices');
  });

  it('checks filters against the widget: unknown fields, sort paths, reversed ranges', () => {
    expect(widgetFilterIssues('cases-by-status', { typeIds: [1], sortPath: 'count', sortOrder: -1 })).toEqual([]);
    expect(widgetFilterIssues('actions', { caseTypes: ['h1b'] }).map((i) => i.path)).toEqual(['caseTypes']);
    expect(widgetFilterIssues('deadlines', { sortPath: 'password' }).map((i) => i.path)).toEqual(['sortPath']);
    expect(widgetFilterIssues('current-status', { createdFrom: '2026-02-01', createdTo: '2026-01-01' }).map((i) => i.path)).toEqual(['createdTo']);
    expect(widgetFilterIssues('tasks', { dueFrom: '2026-02-01', dueTo: '2026-01-01' }).map((i) => i.path)).toEqual(['dueTo']);
    // An empty list is no filter.
    expect(widgetFilterIssues('tasks', { typeIds: [] })).toEqual([]);
  });
});
