import { useEffect, useMemo, useRef, useState } from 'react';
import type { TQuestionnaireField } from 'shared/domain';
import type { FillLanguage } from './index';
import { localizeWith } from './localize';
import type * as QuestionsModule from './questions';

type Questions = typeof QuestionsModule;

let questions: Questions | undefined;

export interface QuestionWording {
  fields: (fields: readonly TQuestionnaireField[]) => TQuestionnaireField[];
  templateName: (name: string) => string;
}

/**
 * The questions in `lang`. English is the default templates' own wording, where only a firm's own
 * translations apply; the translated default questions (and the default templates they are
 * checked against) load for another language only (issue 21 point 4). Null while they load for
 * the first time; after a switch of language, the previous wording until the new one is there (the
 * form keeps its step and answers).
 */
export function useQuestionWording(lang: FillLanguage): QuestionWording | null {
  const translated = lang !== 'en';
  const [loaded, setLoaded] = useState(questions);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (!translated || loaded) return;
    import('./questions').then((m) => setLoaded((questions = m)), setFailed);
  }, [translated, loaded]);
  const wording = useMemo<QuestionWording | null>(() => {
    if (!translated) return { fields: (fs) => fs.map((f) => localizeWith(f, lang)), templateName: (name) => name };
    if (!loaded) return null;
    return {
      fields: (fs) => loaded.localizeFields(fs, lang),
      templateName: (name) => loaded.localizeTemplateName(name, lang),
    };
  }, [translated, loaded, lang]);
  const shown = useRef<QuestionWording | null>(null);
  if (wording) shown.current = wording;
  if (failed) throw failed;
  return wording ?? shown.current;
}
