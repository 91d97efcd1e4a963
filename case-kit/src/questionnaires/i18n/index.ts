import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import es from './es.json';

/*
 * Client-facing strings of the fill pages (issue 8 point 2), with i18next + react-i18next: the
 * most used React i18n pair, maintained, with interpolation, plurals and fallbacks built in.
 * Adding a language is one JSON file beside these plus its line in RESOURCES.
 */
const RESOURCES = { en, es } as const;

export type FillLanguage = keyof typeof RESOURCES;
export const FILL_LANGUAGES = Object.keys(RESOURCES) as FillLanguage[];
export const LANGUAGE_NAMES: Record<FillLanguage, string> = Object.fromEntries(
  FILL_LANGUAGES.map((l) => [l, RESOURCES[l].language]),
) as Record<FillLanguage, string>;

/** The page's language: `?lang=`, else the browser's, else English. */
export function pickLanguage(
  query: URLSearchParams | null,
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): FillLanguage {
  const wanted = [query?.get('lang') ?? '', ...browser].map((l) => l.toLowerCase().slice(0, 2));
  return (wanted.find((l): l is FillLanguage => (FILL_LANGUAGES as string[]).includes(l)) ?? 'en') as FillLanguage;
}

/** A private i18next instance (the fill page never touches a global one), ready synchronously. */
export function createFillI18n(lng: FillLanguage): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(FILL_LANGUAGES.map((l) => [l, { translation: RESOURCES[l] }])),
    lng,
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
