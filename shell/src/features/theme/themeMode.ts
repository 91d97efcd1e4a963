export type ThemeMode = 'light' | 'dark';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Kept per user, outside the session keys, so signing out does not forget it. */
export const themeStorageKey = (userId: string): string => `passage.theme.${userId}`;

/** SPEC §9: light unless this user chose dark. */
export function readThemeMode(
  userId: string | null | undefined,
  storage: KeyValueStorage | undefined = safeLocalStorage(),
): ThemeMode {
  if (!userId || !storage) return 'light';
  try {
    return storage.getItem(themeStorageKey(userId)) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function writeThemeMode(
  userId: string,
  mode: ThemeMode,
  storage: KeyValueStorage | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(themeStorageKey(userId), mode);
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}

function safeLocalStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
