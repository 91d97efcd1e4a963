import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider, useTheme } from 'styled-components';
import { darkTheme, lightTheme } from 'shared/ui';
import { UserMenu } from '../../session/components/UserMenu';
import { fakeApi, makeStore, makeUser, Providers } from '../../session/testing/shellTestKit';
import { themeFor } from '../../tenant/applyBranding';
import { ThemeModeProvider, useThemeMode } from '../ThemeModeProvider';
import { themeStorageKey } from '../themeMode';

function Probe() {
  const theme = useTheme();
  return <output data-testid="mode">{`${theme.mode} ${theme.color.bg}`}</output>;
}

/** The app's wiring: the user's mode picks the styled-components theme. */
function Themed({ children }: { children: React.ReactNode }) {
  const { mode } = useThemeMode();
  return <ThemeProvider theme={themeFor(null, mode)}>{children}</ThemeProvider>;
}

function mount(store: ReturnType<typeof makeStore>) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ThemeModeProvider>
          <Themed>
            <Probe />
            <UserMenu />
          </Themed>
        </ThemeModeProvider>
      ),
    },
  ]);
  return render(
    <Providers store={store} api={fakeApi({})}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('the user’s theme', () => {
  beforeEach(() => window.localStorage.clear());

  it('is light by default, switches to dark from the user menu, and is remembered for that user only', async () => {
    const user = userEvent.setup();
    const ann = makeUser({ userId: 'u-ann', name: 'Ann' });
    const store = makeStore({ user: ann });
    const view = mount(store);
    expect(screen.getByTestId('mode')).toHaveTextContent(`light ${lightTheme.color.bg}`);

    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const toggle = screen.getByRole('menuitemcheckbox', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(screen.getByTestId('mode')).toHaveTextContent(`dark ${darkTheme.color.bg}`);
    expect(window.localStorage.getItem(themeStorageKey('u-ann'))).toBe('dark');

    // Another user on this browser starts light; Ann gets dark back.
    act(() => store.getState().signIn('tok-bob', makeUser({ userId: 'u-bob', token: 'tok-bob' })));
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
    view.unmount();
    mount(makeStore({ user: ann }));
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');

    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Dark theme' }));
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
    expect(window.localStorage.getItem(themeStorageKey('u-ann'))).toBe('light');
  });

  it('survives sign-out (the session keys are cleared, the choice is not)', () => {
    window.localStorage.setItem(themeStorageKey('u-ann'), 'dark');
    const store = makeStore({ user: makeUser({ userId: 'u-ann' }) });
    mount(store);
    act(() => store.getState().clear());
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
    expect(window.localStorage.getItem(themeStorageKey('u-ann'))).toBe('dark');
  });
});
