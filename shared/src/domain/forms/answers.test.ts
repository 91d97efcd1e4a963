import { answersToData, defaultTemplate, type TQuestionnaireField } from '../questionnaire';
import { FORM_ANSWER_SOURCES } from './mappings/answers';
import { FORM_MAPPINGS, I129_MAPPING } from './mappings-index';
import { resolveForm, type FormSourceData } from './resolver';
import type { FormMapping } from './types';

/*
 * Issue 20 point 1: every questionnaire key a form can use reaches the form. For each form and
 * each default questionnaire that can feed it (the beneficiary template of each of its case
 * types, the sponsor, petitioner and investor templates), a key the form can use — listed in the
 * form's answer table, read by a rule as `questionnaire.<key>`, or named like a path a rule reads
 * (`beneficiary.passport.number`) — is answered alone, and the resolved form must change.
 */

const pathsRead = (m: FormMapping): Set<string> => {
  const out = new Set<string>();
  for (const r of m.fields) {
    const parts = r.kind === 'checkbox' ? [r.path] : [r.path, ...(r.parts ?? [])];
    for (const p of parts.flat(2)) if (typeof p === 'string') out.add(p);
  }
  return out;
};

/** A plausible answer of a question's type. */
const sample = (f: TQuestionnaireField): unknown => {
  const first = f.options?.[0]?.value;
  switch (f.type) {
    case 'date':
      return '2021-03-04';
    case 'number':
      return 37;
    case 'email':
      return 'client@example.test';
    case 'phone':
      return '2025550143';
    case 'country':
      return 'Canada';
    case 'select':
    case 'radio':
      return first;
    case 'checkbox':
      return f.options?.length ? [first] : true;
    default:
      // State boxes take a U.S. state; other text boxes get digits too (A-Number, SSN boxes).
      return /state$/i.test(f.key) ? 'CA' : `A-123456789 ${f.key}`;
  }
};

const blank = (typeId: number, questionnaire: Record<string, unknown> = {}): FormSourceData => ({
  case: { typeId },
  petitioner: {},
  beneficiary: {},
  questionnaire,
});

/** The default questionnaires that can feed a form, with the case types to resolve them under. */
const feeding = (m: FormMapping) => {
  const out = new Map<string, { typeIds: number[]; fields: TQuestionnaireField[] }>();
  for (const typeId of m.caseTypeIds) {
    const t = defaultTemplate('beneficiary', typeId);
    if (!out.has(t.name)) out.set(t.name, { typeIds: [typeId], fields: t.fields });
  }
  for (const kind of ['sponsor', 'petitioner', 'investor'] as const) {
    const t = defaultTemplate(kind, null);
    out.set(t.name, { typeIds: [...m.caseTypeIds], fields: t.fields });
  }
  return [...out.entries()];
};

describe.each(FORM_MAPPINGS.map((m) => [m.code, m] as const))('questionnaire answers reach %s', (code, m) => {
  const table = FORM_ANSWER_SOURCES[code];
  const read = pathsRead(m);

  it('has an answer table whose keys are questions and whose targets the form reads', () => {
    expect(table).toBeDefined();
    const keys = new Set(feeding(m).flatMap(([, t]) => t.fields.map((f) => f.key)));
    const problems: string[] = [];
    for (const [key, targets] of Object.entries(table ?? {})) {
      if (!keys.has(key)) problems.push(`${key}: not a question of any default questionnaire of ${code}`);
      for (const t of typeof targets === 'string' ? [targets] : targets)
        if (!read.has(t)) problems.push(`${key} → ${t}: no rule of ${code} reads it`);
    }
    expect(problems).toEqual([]);
  });

  it.each(feeding(m).map(([name, t]) => [name, t] as const))('%s: every key the form can use fills it', (_name, t) => {
    const problems: string[] = [];
    for (const f of t.fields) {
      if (f.type === 'file') continue;
      const usable = !!table?.[f.key] || read.has(`questionnaire.${f.key}`) || read.has(f.key);
      if (!usable) continue;
      // Answered alone, the key changes the form under at least one of its case types.
      const reaches = t.typeIds.some((typeId) => {
        const none = resolveForm(m, blank(typeId)).values;
        const alone = resolveForm(m, blank(typeId, answersToData({ [f.key]: sample(f) } as never))).values;
        return JSON.stringify(alone) !== JSON.stringify(none);
      });
      if (!reaches) problems.push(f.key);
    }
    expect(problems).toEqual([]);
  });
});

describe('the H-1B questionnaire fills the I-129 fields of the bug report', () => {
  it('job title, last arrival, I-94, employment dates, wages, hours, consulate, off-site, identity and passport', () => {
    const answers = {
      'employment.jobTitle': 'Senior Data Engineer',
      'employment.startDate': '2026-10-01',
      'employment.endDate': '2029-09-30',
      'employment.wage.amount': 145000,
      'employment.wage.per': 'year',
      'employment.fullTime': 'no',
      'employment.hoursPerWeek': 30,
      'employment.offsite': 'no',
      'beneficiary.lastArrival.date': '2024-08-15',
      'beneficiary.i94.number': '123456789A1',
      'beneficiary.statusExpiryDate': '2026-12-31',
      'beneficiary.consulate.city': 'Chennai',
      'beneficiary.name.last': 'Raman',
      'beneficiary.name.first': 'Priya',
      'beneficiary.passport.number': 'z1234567',
      'beneficiary.passport.country': 'India',
      'beneficiary.citizenship': 'India',
    };
    const data = blank(1, answersToData(answers as never));
    // The profile says otherwise: the client's answers win.
    data.beneficiary = { lastName: 'Old', i94: { number: '000', lastEntryDate: '2020-01-01' } };
    const byLabel = (label: string) => {
      const f = resolveForm(I129_MAPPING, data).fields.find((x) => x.label === label);
      if (!f) throw new Error(`no field ${label}`);
      return f.value;
    };
    expect(byLabel('Job title')).toBe('Senior Data Engineer');
    expect(byLabel('Dates of intended employment: from')).toBe('10/01/2026');
    expect(byLabel('Dates of intended employment: to')).toBe('09/30/2029');
    expect(byLabel('Wages (amount)')).toBe('145000');
    expect(byLabel('Full-time position: no')).toBe(true);
    expect(byLabel('Hours per week (if not full-time)')).toBe('30');
    expect(byLabel('Works off-site: no')).toBe(true);
    expect(byLabel('Date of last arrival')).toBe('08/15/2024');
    expect(byLabel('I-94 arrival-departure record number')).toBe('123456789A1');
    expect(byLabel('Date status expires')).toBe('12/31/2026');
    expect(byLabel('U.S. consulate or office: city')).toBe('Chennai');
    expect(byLabel('Passport or travel document number')).toBe('Z1234567');
    expect(byLabel('Passport country of issuance')).toBe('India');
  });
});
