import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { beneficiaryFormToPayload, emptyBeneficiaryForm } from '../../beneficiaries/utils/beneficiaryForm';
import { AttorneyPicker } from './AttorneyPicker';

function Harness({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('u-old');
  return (
    <AttorneyPicker
      value={value}
      initialLabel="Old Attorney"
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

test('searches /users/lookup for staff who may be the attorney and sets the chosen id', async () => {
  const api = createMockApi({
    '/users/lookup': (p) => ({
      data: String(p.search ?? '').startsWith('ali')
        ? [{ id: 'u-ali', name: 'Alicia Attorney', roleId: 6 }]
        : [{ id: 'u-ali', name: 'Alicia Attorney', roleId: 6 }, { id: 'u-pat', name: 'Pat Paralegal', roleId: 8 }],
    }),
  });
  const onValue = jest.fn();
  renderWithServices(<Harness onValue={onValue} />, { api });
  const box = screen.getByRole('combobox', { name: 'Attorney' });
  expect(box).toHaveValue('Old Attorney');
  await userEvent.clear(box);
  await userEvent.type(box, 'ali');
  const option = await screen.findByRole('option', { name: /Alicia Attorney/ });
  expect(option).toHaveTextContent('Attorney');
  await waitFor(() => expect(api.lastPayload('/users/lookup')).toMatchObject({ search: 'ali', roleIds: [3, 4, 5, 6, 7, 8, 9, 10, 11], limit: 20 }));
  await userEvent.click(option);
  expect(onValue).toHaveBeenLastCalledWith('u-ali');
  expect(box).toHaveValue('Alicia Attorney');
});

test('the beneficiary payload carries the attorney id, or null when cleared', () => {
  const v = { ...emptyBeneficiaryForm(), firstName: 'A', lastName: 'B' };
  expect(beneficiaryFormToPayload({ ...v, attorneyUserId: 'u-ali' }, () => undefined).attorneyUserId).toBe('u-ali');
  expect(beneficiaryFormToPayload({ ...v, attorneyUserId: '' }, () => undefined).attorneyUserId).toBeNull();
});
