import type { TQuestionnaireField } from 'shared/domain';
import type { FillLanguage } from './index';

/** Our translation of the default questions into one language (questions.<lang>.json). */
export interface QuestionTranslations {
  templates: Record<string, string>;
  sections: Record<string, string>;
  fields: Record<string, { label: string; help?: string; options?: Record<string, string> }>;
}

/** The default (English) wording of one key, so a firm's changed wording is left alone. */
export interface DefaultWording {
  labels: Set<string>;
  help: Set<string>;
  options: Map<string, Set<string>>;
}

/**
 * One question in a language: the firm's own translation, else ours (`ours`) while the wording is
 * the default one (`def`). Without `ours` (English, the default templates' own language) only the
 * firm's own wording applies.
 */
export function localizeWith(
  field: TQuestionnaireField,
  lang: FillLanguage,
  ours?: QuestionTranslations,
  def?: DefaultWording,
): TQuestionnaireField {
  const own = field.translations?.[lang];
  const t = ours?.fields[field.key];
  const label = own?.label || (t && def?.labels.has(field.label) ? t.label : field.label);
  const help = own?.help || (t?.help && field.help && def?.help.has(field.help) ? t.help : field.help);
  const section = ours?.sections[field.section] ?? field.section;
  const options = field.options?.map((o) => {
    const translated = t?.options?.[o.value];
    return translated && def?.options.get(o.value)?.has(o.label) ? { ...o, label: translated } : o;
  });
  return {
    ...field,
    label,
    section,
    ...(help !== undefined ? { help } : {}),
    ...(options ? { options } : {}),
  };
}
