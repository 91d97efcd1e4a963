import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from 'shared/routes';
import { fakeApi, makeStore, makeUser, renderPage } from '../../session/testing/shellTestKit';
import { Breadcrumbs } from '../Breadcrumbs';
import { breadcrumbTrail, isDetailRoute, listRouteFor } from '../breadcrumbTrail';

describe('breadcrumbTrail', () => {
  it('gives group → list page → detail title for detail pages', () => {
    expect(breadcrumbTrail('/beneficiaries-details/42', 3)).toEqual([
      { label: 'People' },
      { label: 'Beneficiaries', to: '/beneficiaries' },
      { label: 'Beneficiary Details' },
    ]);
    expect(breadcrumbTrail('/leads/7', 3)).toEqual([
      { label: 'People' },
      { label: 'Leads', to: '/leads' },
      { label: 'Lead Details' },
    ]);
    expect(breadcrumbTrail('/petitioner-edit/9', 3)[1]).toEqual({ label: 'Petitioners', to: '/petitioners' });
  });

  it('gives nothing for list pages, dashboards and unknown paths', () => {
    expect(breadcrumbTrail('/beneficiaries', 3)).toEqual([]);
    expect(breadcrumbTrail('/dashboard', 3)).toEqual([]);
    expect(breadcrumbTrail('/no/such/page', 3)).toEqual([]);
    // An optional parameter does not make a detail page.
    expect(isDetailRoute(ROUTES.find((r) => r.path === '/individuals-details/:itemId?')!)).toBe(false);
  });

  it('finds a list page in the same group and owner for every detail page that has one', () => {
    for (const route of ROUTES.filter(isDetailRoute)) {
      const list = listRouteFor(route);
      if (!list) continue;
      expect(list.group).toBe(route.group);
      expect(list.owner).toBe(route.owner);
      expect(list.sidebar).toBe(true);
    }
  });
});

describe('<Breadcrumbs>', () => {
  it('renders a labelled trail whose list page is a link and whose last crumb is the current page', async () => {
    const store = makeStore({ user: makeUser({ roleId: 3 }) });
    renderPage(<Breadcrumbs />, {
      path: '/beneficiaries-details/42',
      routePath: '/beneficiaries-details/:itemId',
      store,
      api: fakeApi({}),
    });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['People', 'Beneficiaries', 'Beneficiary Details']);
    expect(within(nav).getByText('Beneficiary Details')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Beneficiaries' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/beneficiaries');
  });

  it('renders nothing on a list page', () => {
    const store = makeStore({ user: makeUser() });
    renderPage(<Breadcrumbs />, { path: '/beneficiaries', routePath: '/beneficiaries', store, api: fakeApi({}) });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });
});
