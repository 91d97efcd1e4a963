/**
 * `case-kit/questionnaires/fill`: the client's fill page alone (issue 21 point 4). A link opened on
 * a phone loads this entry, not the staff, template and sponsorship screens of
 * `case-kit/questionnaires` (each entry is one federation module). Also exported by that entry.
 */
export { FillQuestionnaire, type FillQuestionnaireProps } from './components/FillQuestionnaire';
export { FILL_LANGUAGES, pickLanguage, type FillLanguage } from './i18n';
