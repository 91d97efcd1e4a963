/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { ApiClient } from '../client';
import { createSessionStore, createToastStore, ShellServicesProvider, useToast, type Toaster } from '../session';
import { lightTheme } from './theme';
import { ToastViewport } from './ToastViewport';

let toaster: Toaster;
function Grab() {
  toaster = useToast();
  return null;
}

function setup() {
  const memory = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  render(
    <ShellServicesProvider session={createSessionStore(memory)} api={{} as ApiClient} toasts={createToastStore()}>
      <ThemeProvider theme={lightTheme}>
        <Grab />
        <ToastViewport />
      </ThemeProvider>
    </ShellServicesProvider>,
  );
}

afterEach(() => jest.useRealTimers());

test("the Error helper shows 'Error' and disappears after 10 seconds (SPEC §8)", () => {
  jest.useFakeTimers();
  setup();
  act(() => void toaster.error('Unable to update'));
  expect(screen.getByRole('alert')).toHaveTextContent('Error');
  expect(screen.getByRole('alert')).toHaveTextContent('Unable to update');
  act(() => jest.advanceTimersByTime(9_999));
  expect(screen.queryByRole('alert')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('at most 5 toasts show, newest on top (SPEC §8)', () => {
  setup();
  act(() => {
    for (let i = 1; i <= 7; i++) toaster.success(`Saved ${i}`);
  });
  const items = screen.getAllByTestId('toast');
  expect(items).toHaveLength(5);
  expect(items[0]).toHaveTextContent('Saved 7');
  expect(items[4]).toHaveTextContent('Saved 3');
});

test('a long message is cut at 100 characters with HTML stripped, expands on the first click and runs its handler on the next (SPEC §4, §9)', async () => {
  setup();
  const handler = jest.fn();
  const long = `<b>${'x'.repeat(150)}</b>`;
  act(() => void toaster.show({ title: 'New message', msgFrom: 'Ann Attorney', message: long, onClick: handler }));
  const toast = screen.getByTestId('toast');
  expect(toast).toHaveTextContent(`${'x'.repeat(100)}....`);
  expect(toast).not.toHaveTextContent('<b>');
  expect(toast).toHaveTextContent('Ann Attorney');
  await userEvent.click(toast);
  expect(handler).not.toHaveBeenCalled();
  expect(screen.getByTestId('toast')).toHaveTextContent('x'.repeat(150));
  await userEvent.click(screen.getByTestId('toast'));
  expect(handler).toHaveBeenCalledTimes(1);
});

test('the stack sits at the bottom right, away from the page actions at the top right, and lets clicks through between toasts', () => {
  setup();
  act(() => void toaster.success('Saved'));
  const stack = screen.getByRole('list', { name: 'Notifications' });
  const style = getComputedStyle(stack);
  expect(style.position).toBe('fixed');
  expect(style.bottom).toBe('16px');
  expect(style.top).not.toBe('16px');
  expect(style.pointerEvents).toBe('none');
  expect(getComputedStyle(screen.getByText('Saved').closest('li')!).pointerEvents).toBe('auto');
});
