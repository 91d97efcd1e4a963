/** `case-kit/testing/questionnaires`: questionnaire fixtures and the fill pages' strings. */
export * from './fixtures';
export { default as en } from '../i18n/en.json';
export { default as es } from '../i18n/es.json';
