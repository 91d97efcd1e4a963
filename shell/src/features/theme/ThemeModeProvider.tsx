import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSession } from 'shared/session';
import { readThemeMode, writeThemeMode, type ThemeMode } from './themeMode';

interface ThemeModeValue {
  mode: ThemeMode;
  /** Remembered for the signed-in user; without one it lasts for the page. */
  setMode(mode: ThemeMode): void;
}

const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', setMode: () => undefined });

/** The user's light/dark choice (SPEC §9: light by default), read again when the user changes. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const [mode, setModeState] = useState<ThemeMode>(() => readThemeMode(userId));
  useEffect(() => setModeState(readThemeMode(userId)), [userId]);
  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  const setMode = useCallback(
    (next: ThemeMode) => {
      if (userId) writeThemeMode(userId, next);
      setModeState(next);
    },
    [userId],
  );
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeValue {
  return useContext(ThemeModeContext);
}
