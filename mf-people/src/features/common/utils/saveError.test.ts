import { ApiError } from 'shared/client';
import { DUPLICATE_ID_ISSUE_PATH } from 'shared/contract';
import { showSaveError } from './saveError';

const targets = () => ({ setError: jest.fn(), toast: { error: jest.fn() }, setDuplicate: jest.fn() });

test('a duplicate (409) shows its notice and nothing else', () => {
  const t = targets();
  const e = new ApiError('CONFLICT', 'Exists', 409, [
    { path: DUPLICATE_ID_ISSUE_PATH, message: 'c1' },
    { path: 'email', message: 'Email already used' },
  ]);
  showSaveError(e, t);
  expect(t.setDuplicate).toHaveBeenCalledWith({ id: 'c1', field: 'email', message: 'Email already used' });
  expect(t.setError).not.toHaveBeenCalled();
  expect(t.toast.error).not.toHaveBeenCalled();
});

test('field issues go beside their fields', () => {
  const t = targets();
  showSaveError(new ApiError('VALIDATION', 'Invalid', 422, [{ path: 'lastName', message: 'Required' }]), t);
  expect(t.setError).toHaveBeenCalledWith('lastName', { type: 'server', message: 'Required' });
  expect(t.toast.error).toHaveBeenCalledWith('Please correct the highlighted fields.');
});

test('anything else is a toast with the message', () => {
  const t = targets();
  showSaveError(new ApiError('FORBIDDEN', 'Not yours', 403), t);
  expect(t.setError).not.toHaveBeenCalled();
  expect(t.toast.error).toHaveBeenCalledWith(expect.any(String));
});
