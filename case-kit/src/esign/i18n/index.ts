import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FILL_LANGUAGES, pickLanguage, type FillLanguage } from '../../questionnaires/i18n';
import en from './en.json';
import es from './es.json';

/*
 * Client-facing strings of the sign page (docs/esign.md), with the same i18next set-up and
 * language choice (`?lang=`, else the browser's, else English) as the questionnaire pages.
 * Adding a language: one JSON file here plus its line in RESOURCES (and in the questionnaires').
 */
const RESOURCES: Record<FillLanguage, typeof en> = { en, es };

export type SignLanguage = FillLanguage;
export const SIGN_LANGUAGES = FILL_LANGUAGES;
export const SIGN_LANGUAGE_NAMES = Object.fromEntries(FILL_LANGUAGES.map((l) => [l, RESOURCES[l].language])) as Record<
  SignLanguage,
  string
>;
export { pickLanguage };

/** A private i18next instance for the sign page, ready synchronously. */
export function createSignI18n(lng: SignLanguage): i18n {
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
