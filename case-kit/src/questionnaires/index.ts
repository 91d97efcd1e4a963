/** `case-kit/questionnaires`: fill, staff, template and sponsorship screens of questionnaires. */
export { ConfirmSponsorship, type ConfirmSponsorshipProps } from './components/ConfirmSponsorship';
export { FillQuestionnaire, type FillQuestionnaireProps } from './components/FillQuestionnaire';
export { MyQuestionnaires } from './components/MyQuestionnaires';
export { StaffQuestionnaire } from './components/StaffQuestionnaire';
export { TemplateEditor } from './components/TemplateEditor';
export { TemplateList } from './components/TemplateList';
export { FILL_LANGUAGES, pickLanguage, type FillLanguage } from './i18n';
