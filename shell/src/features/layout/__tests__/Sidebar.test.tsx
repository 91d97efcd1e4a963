import { screen, within } from '@testing-library/react';
import type { TTenantPublic } from 'shared/contract';
import { sidebarRoutes } from 'shared/routes';
import { demoTenant, fakeApi, makeStore, makeUser, renderPage } from '../../session/testing/shellTestKit';
import { Sidebar } from '../Sidebar';

function sidebarTitles(opts: { roleId?: number; isExternal?: 0 | 1; tenant?: Partial<TTenantPublic> }): string[] {
  const store = makeStore({
    user: makeUser({ roleId: opts.roleId ?? 3, isExternal: opts.isExternal ?? 0 }),
    tenant: { ...demoTenant, ...opts.tenant },
  });
  renderPage(<Sidebar open={false} onClose={() => undefined} />, {
    path: '/dashboard',
    routePath: '/dashboard',
    store,
    api: fakeApi({ '/starred/list': () => ({ data: [] }) }),
  });
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
}

const lawFirm = (employeeMngmt: 0 | 1): Partial<TTenantPublic> => ({
  typeId: 1,
  globalConfig: { isAllowExternalCases: 1, employeeMngmt },
});

describe('<Sidebar> shows only what the route guard allows', () => {
  it.each([
    // [case, shown, hidden, tenant]
    ['law firm, employee management 0', 'Beneficiaries', 'Employees', lawFirm(0)],
    ['law firm, employee management 1', 'Employees', 'Beneficiaries', lawFirm(1)],
  ])('%s: shows %s, hides %s', (_case, shown, hidden, tenant) => {
    const titles = sidebarTitles({ tenant: tenant as Partial<TTenantPublic> });
    expect(titles).toContain(shown);
    expect(titles).not.toContain(hidden);
  });

  it('tenant type 2 reaches neither beneficiary pages nor the two customer reports', () => {
    const titles = sidebarTitles({ tenant: { typeId: 2 } });
    expect(titles).not.toContain('Beneficiaries');
    expect(titles).not.toContain('Cases by Customer');
    expect(titles).toContain('Cases');
  });

  it('/weekly-reports shows only for a tenant flagged for it', () => {
    expect(sidebarTitles({ tenant: { weeklyReports: false } })).not.toContain('Weekly Reports');
  });

  it('shows /weekly-reports for a flagged tenant', () => {
    expect(sidebarTitles({ tenant: { weeklyReports: true } })).toContain('Weekly Reports');
  });

  it('an external user sees only the pages external users may open', () => {
    const titles = sidebarTitles({ roleId: 6, isExternal: 1 });
    const allowed = new Set(
      sidebarRoutes()
        .filter((r) => r.externalAllowed === true)
        .map((r) => r.title),
    );
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(allowed.has(t)).toBe(true);
    expect(titles).toContain('Cases');
    expect(titles).not.toContain('Users');
  });

  it('an internal admin on a law firm sees every sidebar entry the tenant allows', () => {
    const titles = sidebarTitles({ tenant: { ...lawFirm(0), weeklyReports: true } });
    // Every entry but the clients' own pages (/my-questionnaires is CLIENT_ROLES only).
    const expected = sidebarRoutes()
      .filter((r) => !r.employeePage && r.roles.includes(3))
      .map((r) => r.title);
    expect(titles).toEqual(expected);
  });
});

describe('<Sidebar> by role (issue 14, docs/roles.md)', () => {
  it("shows a petitioner his company's pages only", () => {
    expect(sidebarTitles({ roleId: 50, tenant: lawFirm(0) })).toEqual([
      'Home',
      'Dashboard',
      'Petitions',
      'Cases',
      'Documents',
      'CAP Registrations',
      'My Questionnaires',
      'Beneficiaries',
      'Invoices',
      'Notifications',
      'Messages',
      'Support Tickets',
      'Settings',
    ]);
  });

  it('shows a beneficiary his own pages only', () => {
    // Issue 17.2: his own dashboard (his cases and what is asked of him); issue 18.5: tickets to his firm.
    expect(sidebarTitles({ roleId: 51, tenant: lawFirm(0) })).toEqual([
      'Dashboard',
      'Petitions',
      'Cases',
      'Documents',
      'CAP Registrations',
      'My Questionnaires',
      'Notifications',
      'Messages',
      'Support Tickets',
    ]);
  });

  it.each([
    [50, 'petitioner'],
    [51, 'beneficiary'],
  ])('never offers role %s (%s) the firm administration', (roleId, _name) => {
    const titles = sidebarTitles({ roleId, tenant: lawFirm(0) });
    for (const admin of [
      'Users',
      'User Roles',
      'QuickBooks Settings',
      'Workflows',
      'Bulk Emails',
      'Branches',
      'Leads',
    ]) {
      expect(titles).not.toContain(admin);
    }
  });

  it('shows the I-9 user the I-9 pages and his notifications', () => {
    expect(sidebarTitles({ roleId: 49 })).toEqual(['I-9', 'Authorized Representatives', 'Notifications']);
  });
});

describe('<Sidebar> links', () => {
  it('every link is an address, never a route pattern (Petition Configuration has optional parameters)', () => {
    renderPage(<Sidebar open={false} onClose={() => undefined} />, {
      path: '/dashboard',
      routePath: '/dashboard',
      store: makeStore({ user: makeUser({ roleId: 3, isExternal: 0 }), tenant: demoTenant }),
      api: fakeApi({ '/starred/list': () => ({ data: [] }) }),
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(within(nav).getByRole('link', { name: 'Petition Configuration' })).toHaveAttribute('href', '/petition-config-list');
    for (const a of links) expect(a.getAttribute('href')).not.toMatch(/[:?*]/);
  });
});
