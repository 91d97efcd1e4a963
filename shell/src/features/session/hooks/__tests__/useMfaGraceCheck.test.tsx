import { act, render } from '@testing-library/react';
import { ApiError } from 'shared/client';
import { MFA_GRACE_CHECK_INTERVAL_MS } from 'shared/domain';
import { fakeApi, makeStore, makeUser, Providers } from '../../testing/shellTestKit';
import { useMfaGraceCheck } from '../useMfaGraceCheck';

const NOW = new Date('2026-03-01T12:00:00Z');
type Answer = {
  mfaType: string | null;
  mfaEnabledByTenant: boolean;
  gracePeriodDate: string | null;
  mustLogout: boolean;
};
const safe: Answer = {
  mfaType: null,
  mfaEnabledByTenant: true,
  gracePeriodDate: '2026-03-02T00:00:00Z',
  mustLogout: false,
};

function Probe({ onExpired }: { onExpired: () => void }) {
  useMfaGraceCheck({ onExpired, now: () => new Date(Date.now()) });
  return null;
}

function mount(roleId: number, answers: (() => Answer)[]) {
  let i = 0;
  const api = fakeApi({
    '/mfa/check-2fa': () => {
      const next = answers[Math.min(i, answers.length - 1)];
      i += 1;
      return next?.();
    },
  });
  const store = makeStore({ user: makeUser({ roleId, detailsId: 'details-7' }) });
  const onExpired = jest.fn();
  const view = render(
    <Providers store={store} api={api}>
      <Probe onExpired={onExpired} />
    </Providers>,
  );
  return { api, onExpired, store, ...view };
}

const flush = () => act(async () => undefined);

beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('checks at once with detailsId, then every 3,600,000 ms (SPEC §9)', async () => {
  const { api } = mount(6, [() => safe]);
  await flush();
  expect(api.callsTo('/mfa/check-2fa')).toEqual([{ detailsId: 'details-7' }]);
  await act(async () => {
    jest.advanceTimersByTime(MFA_GRACE_CHECK_INTERVAL_MS - 1);
  });
  expect(api.callsTo('/mfa/check-2fa')).toHaveLength(1);
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(api.callsTo('/mfa/check-2fa')).toHaveLength(2);
});

test('signs out once the grace date has passed', async () => {
  const { onExpired } = mount(6, [() => safe, () => safe]);
  await flush();
  expect(onExpired).not.toHaveBeenCalled();
  // A day later the grace date (2026-03-02) is behind us.
  await act(async () => {
    jest.setSystemTime(new Date('2026-03-02T00:30:00Z'));
    jest.advanceTimersByTime(MFA_GRACE_CHECK_INTERVAL_MS);
  });
  expect(onExpired).toHaveBeenCalledTimes(1);
});

test('is not started for role 3 (SPEC §6)', async () => {
  const { api } = mount(3, [() => ({ ...safe, gracePeriodDate: '2020-01-01T00:00:00Z' })]);
  await flush();
  await act(async () => {
    jest.advanceTimersByTime(MFA_GRACE_CHECK_INTERVAL_MS * 3);
  });
  expect(api.callsTo('/mfa/check-2fa')).toHaveLength(0);
});

test('a failed check is only logged (SPEC §8)', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { onExpired } = mount(6, [
    () => {
      throw new ApiError('INTERNAL', 'boom', 500);
    },
  ]);
  await flush();
  expect(warn).toHaveBeenCalledWith('MFA grace check failed', expect.any(ApiError));
  expect(onExpired).not.toHaveBeenCalled();
});

test('stops checking when the user signs out', async () => {
  const { api, store } = mount(6, [() => safe]);
  await flush();
  act(() => store.getState().clear());
  await act(async () => {
    jest.advanceTimersByTime(MFA_GRACE_CHECK_INTERVAL_MS * 2);
  });
  expect(api.callsTo('/mfa/check-2fa')).toHaveLength(1);
});
