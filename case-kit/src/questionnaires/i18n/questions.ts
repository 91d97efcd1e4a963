import { DEFAULT_TEMPLATES, GENERIC_BENEFICIARY_TEMPLATE } from 'shared/domain/questionnaire/defaults';
import type { QuestionnaireTemplate, TQuestionnaireField } from 'shared/domain';
import type { FillLanguage } from './index';
import { localizeWith, type DefaultWording, type QuestionTranslations } from './localize';
import questionsEs from './questions.es.json';

/*
 * The default templates' questions in other languages (issue 8 point 2), keyed by field key:
 * label, help and option labels, plus section and template names by their English text. A
 * question is translated only while its wording is the default one; a firm's own wording stays as
 * written unless the template gives its own `translations.<lang>`. Adding a language is one
 * questions.<lang>.json beside this file and its line in QUESTION_TRANSLATIONS.
 */

export type { QuestionTranslations } from './localize';

export const QUESTION_TRANSLATIONS: Partial<Record<FillLanguage, QuestionTranslations>> = {
  es: questionsEs as QuestionTranslations,
};

/** Every default template, the generic one included. */
export const ALL_DEFAULT_TEMPLATES: readonly QuestionnaireTemplate[] = [
  ...DEFAULT_TEMPLATES,
  GENERIC_BENEFICIARY_TEMPLATE,
];

/** The default (English) wording of every key, so a firm's changed wording is left alone. */
const DEFAULT_WORDING = new Map<string, DefaultWording>();
for (const t of ALL_DEFAULT_TEMPLATES) {
  for (const f of t.fields) {
    const w = DEFAULT_WORDING.get(f.key) ?? { labels: new Set(), help: new Set(), options: new Map() };
    w.labels.add(f.label);
    if (f.help) w.help.add(f.help);
    for (const o of f.options ?? []) w.options.set(o.value, (w.options.get(o.value) ?? new Set()).add(o.label));
    DEFAULT_WORDING.set(f.key, w);
  }
}

/** One question in a language: the firm's own translation, else ours while the wording is the default. */
export const localizeField = (field: TQuestionnaireField, lang: FillLanguage): TQuestionnaireField =>
  localizeWith(field, lang, QUESTION_TRANSLATIONS[lang], DEFAULT_WORDING.get(field.key));

export const localizeFields = (fields: readonly TQuestionnaireField[], lang: FillLanguage): TQuestionnaireField[] =>
  fields.map((f) => localizeField(f, lang));

/** A default template's name in a language (a firm's own name stays as written). */
export const localizeTemplateName = (name: string, lang: FillLanguage): string =>
  QUESTION_TRANSLATIONS[lang]?.templates[name] ?? name;
