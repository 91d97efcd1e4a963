import { act, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import type { TCaseNames } from 'shared/contract';
import { invalidateCalls, moduleKey, useCaseTypeNames } from 'shared/query';
import { createMockApi, renderWithServices } from 'shared/testing';
import { CaseHeaderFacts } from '../components/CaseHeaderFacts';
import { makeCase } from '../testing';

/*
 * Issue 16.2: the case header shows the firm's names — its rename of the type and a subtype it
 * added — read once from /case-config/names, not the product's static names.
 */

const FIRM_NAMES: TCaseNames = {
  types: [{ typeId: 1, name: 'Specialty worker' }],
  subtypes: [{ typeId: 1, subTypeId: 100_000, name: 'Cap-gap bridge' }],
};

test("the header's case type is the firm's renamed type and its own subtype", async () => {
  const api = createMockApi({ '/case-config/names': () => FIRM_NAMES });
  // What an older answer carried: the standard type name and the placeholder of an unknown subtype.
  const c = makeCase(['CREATE_CASE'], { typeId: 1, typeName: 'H-1B', subTypeId: 100_000, subTypeName: 'Subtype 100000' });
  renderWithServices(<CaseHeaderFacts c={c} />, { api });
  expect(await screen.findByText('Specialty worker · Cap-gap bridge')).toBeInTheDocument();
  expect(screen.queryByText(/Subtype 100000/)).not.toBeInTheDocument();
  expect(api.payloads('/case-config/names')).toHaveLength(1);
});

test('a type the firm did not rename keeps the name the case answer carries', async () => {
  const api = createMockApi({ '/case-config/names': () => FIRM_NAMES });
  const c = makeCase(['CREATE_CASE'], { typeId: 4, typeName: 'H-4', subTypeId: 11, subTypeName: 'H-4 Extension' });
  renderWithServices(<CaseHeaderFacts c={c} />, { api });
  expect(await screen.findByText('H-4 · H-4 Extension')).toBeInTheDocument();
});

/* Read once for the session, refreshed when a case type setting changes (every settings mutation invalidates the `case-config` key). */
function Names() {
  const names = useCaseTypeNames();
  const client = useQueryClient();
  return (
    <>
      <p>{`${names.typeName(1)} / ${names.subTypeName(100_000)} / ${names.typeName(4)}`}</p>
      <button type="button" onClick={() => void invalidateCalls(client, moduleKey('case-config'))}>
        settings changed
      </button>
    </>
  );
}

test('names follow a rename in the settings without signing in again', async () => {
  let name = 'Specialty worker';
  const api = createMockApi({
    '/case-config/names': () => ({ types: [{ typeId: 1, name }], subtypes: [{ typeId: 1, subTypeId: 100_000, name: 'Cap-gap bridge' }] }),
  });
  renderWithServices(<Names />, { api });
  expect(await screen.findByText('Specialty worker / Cap-gap bridge / H-4')).toBeInTheDocument();
  name = 'Professional worker';
  await act(async () => screen.getByRole('button', { name: 'settings changed' }).click());
  expect(await screen.findByText('Professional worker / Cap-gap bridge / H-4')).toBeInTheDocument();
  expect(api.payloads('/case-config/names')).toHaveLength(2);
});

test('signed out: the product names, and no call', () => {
  const api = createMockApi({});
  renderWithServices(<Names />, { api, user: null });
  expect(screen.getByText('H-1B / Subtype 100000 / H-4')).toBeInTheDocument();
  expect(api.payloads('/case-config/names')).toHaveLength(0);
});
