import { VALIDATION_MESSAGES as M, type TQuestionnaireField } from 'shared/domain';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { ALL_DEFAULT_TEMPLATES, localizeField, localizeTemplateName, QUESTION_TRANSLATIONS } from '../i18n/questions';
import questionsEs from '../i18n/questions.es.json';

/** Every field of every default template (H-1B, L-1, H-4, I-130, sponsor, petitioner, investor, generic). */
const DEFAULT_FIELDS = ALL_DEFAULT_TEMPLATES.flatMap((t) => t.fields);

describe('Spanish questions of the default templates', () => {
  it('has a Spanish label for every key of every default template, and no orphan key', () => {
    const keys = new Set(DEFAULT_FIELDS.map((f) => f.key));
    const missing = [...keys].filter((k) => !questionsEs.fields[k as keyof typeof questionsEs.fields]?.label);
    expect(missing).toEqual([]);
    const orphans = Object.keys(questionsEs.fields).filter((k) => !keys.has(k));
    expect(orphans).toEqual([]);
  });

  it('translates every option of every default question, and no other option', () => {
    const fields = questionsEs.fields as Record<string, { options?: Record<string, string> }>;
    for (const f of DEFAULT_FIELDS) {
      const values = (f.options ?? []).map((o) => o.value).sort();
      expect([f.key, Object.keys(fields[f.key]?.options ?? {}).sort()]).toEqual([f.key, values]);
    }
  });

  it('names every section and template in Spanish, each once, with no orphans', () => {
    const sections = [...new Set(DEFAULT_FIELDS.map((f) => f.section))].sort();
    expect(Object.keys(questionsEs.sections).sort()).toEqual(sections);
    // Steps are grouped by section name, so two sections must not share a Spanish name.
    const spanish = Object.values(questionsEs.sections);
    expect(new Set(spanish).size).toBe(spanish.length);
    expect(Object.keys(questionsEs.templates).sort()).toEqual(ALL_DEFAULT_TEMPLATES.map((t) => t.name).sort());
    expect(Object.values(questionsEs.templates).every((v) => v.trim() !== '')).toBe(true);
  });

  it('uses our Spanish only while the wording is the default; a firm’s own words or translations win', () => {
    const passport = DEFAULT_FIELDS.find((f) => f.key === 'beneficiary.passport.copy')!;
    expect(localizeField(passport, 'es')).toMatchObject({
      label: 'Copia del pasaporte (página de datos)',
      section: 'Pasaporte y viajes',
    });
    expect(localizeField(passport, 'en')).toEqual(passport);
    const gender = DEFAULT_FIELDS.find((f) => f.key === 'beneficiary.gender')!;
    expect(localizeField(gender, 'es').options?.map((o) => o.label)).toEqual([
      'Masculino',
      'Femenino',
      'Otro / prefiero no decirlo',
    ]);
    const own: TQuestionnaireField = {
      ...gender,
      label: 'Sex as printed in the passport',
      section: 'About you',
      options: [
        { value: 'male', label: 'M' },
        { value: 'female', label: 'Female' },
      ],
    };
    expect(localizeField(own, 'es')).toMatchObject({
      label: 'Sex as printed in the passport',
      section: 'About you',
      options: [
        { value: 'male', label: 'M' },
        { value: 'female', label: 'Femenino' },
      ],
    });
    const translated = {
      ...own,
      help: 'As in the passport',
      translations: { es: { label: 'Sexo según el pasaporte', help: 'Como en el pasaporte' } },
    };
    expect(localizeField(translated, 'es')).toMatchObject({
      label: 'Sexo según el pasaporte',
      help: 'Como en el pasaporte',
    });
    expect(localizeTemplateName('H-1B beneficiary questionnaire', 'es')).toBe('Cuestionario del beneficiario H-1B');
    expect(localizeTemplateName('Our own form', 'es')).toBe('Our own form');
    expect(QUESTION_TRANSLATIONS.en).toBeUndefined();
  });

  it('writes the SPEC §5 messages exactly in English and has each of them in Spanish', () => {
    const f = 'Passport number';
    const t = (s: string, v: Record<string, string | number>) =>
      s.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(v[k]));
    expect(t(en.messages.required, { field: f })).toBe(M.required(f));
    expect(t(en.messages.requiredStar, { field: f })).toBe(M.requiredStar(f));
    expect(t(en.messages.documentsRequired, { field: f })).toBe(M.documentsRequired(f));
    expect(t(en.messages.email, { field: f })).toBe(M.email(f));
    expect(t(en.messages.phone, { field: f })).toBe(M.phone(f));
    expect(en.messages.date).toBe(M.date);
    expect(t(en.messages.digitsOnly, { field: f })).toBe(M.digitsOnly(f));
    expect(t(en.messages.max, { n: 40 })).toBe(M.max(40));
    expect(t(en.messages.min, { n: 1 })).toBe(M.min(1));
    expect(Object.keys(es.messages).sort()).toEqual(Object.keys(en.messages).sort());
    expect(en.upload.wrongType).toBe(M.fileType);
  });
});
