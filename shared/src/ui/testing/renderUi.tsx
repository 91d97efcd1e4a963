import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { ApiClient } from '../../client';
import { createSessionStore, createToastStore, ShellServicesProvider, type ToastState } from '../../session';
import { lightTheme } from '../theme';
import type { StoreApi } from 'zustand';

/**
 * Test helper of the UI kit (not exported from `shared/ui`): renders `ui` with a query cache,
 * shell services (no api: kit components take their data as props), theme and a memory router.
 */
export interface RenderUiOptions {
  /** Initial URL, e.g. '/things?page=2'. */
  url?: string;
  /** Route pattern the element is mounted on (defaults to '*'). */
  path?: string;
}

export interface RenderUiResult extends RenderResult {
  toasts: StoreApi<ToastState>;
  /** The router's current location (path + search). */
  location: () => string;
}

const memoryStorage = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

export function renderUi(ui: ReactElement, options: RenderUiOptions = {}): RenderUiResult {
  const toasts = createToastStore();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  let current = options.url ?? '/';
  function LocationProbe() {
    const loc = useLocation();
    current = `${loc.pathname}${loc.search}`;
    return null;
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ShellServicesProvider session={createSessionStore(memoryStorage())} api={{} as ApiClient} toasts={toasts}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter initialEntries={[options.url ?? '/']}>
            <LocationProbe />
            <Routes>
              <Route path={options.path ?? '*'} element={ui} />
              <Route path="*" element={<div data-testid="navigated-away" />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </ShellServicesProvider>
    </QueryClientProvider>,
  );
  return { ...result, toasts, location: () => current };
}

/** Renders `ui` inside the light theme only (components that need no router or services). */
export function renderThemed(ui: ReactElement): RenderResult {
  return render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);
}
