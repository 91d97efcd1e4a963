/** `case-kit/esign`: the signer's page, signature verification and the case signatures panel. */
export { ESIGN_COMPLETE_PATH, SignDocument, type SignDocumentProps } from './components/SignDocument';
export { SignaturesPanel, type SignaturesPanelProps } from './components/SignaturesPanel';
export { VerifySignature } from './components/VerifySignature';
export { pickLanguage, SIGN_LANGUAGES, type SignLanguage } from './i18n';
