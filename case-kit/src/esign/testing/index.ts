/** `case-kit/testing/esign`: sign-request fixtures, a signature_pad stand-in and the sign page's strings. */
export * from './fixtures';
export * from './signaturePadMock';
export { default as en } from '../i18n/en.json';
export { default as es } from '../i18n/es.json';
