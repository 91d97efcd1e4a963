import { z } from 'zod';
import { CASE_SUB_TYPE as ST, CASE_TYPE as T } from './case-types';

/*
 * USCIS filing fees as effective-dated tables. Each table is a full snapshot; a date picks the
 * latest table whose effective date is on or before it, so older cases keep their fees. A new
 * fee rule is a new table appended here (never an edit of an old one). Sources and the choices
 * (e.g. unknown employer size counts as large) are in docs/workflow.md. Amounts are in cents.
 */

const usd = (dollars: number): number => Math.round(dollars * 100);

interface Tiered {
  standard: number;
  /** Employers with 25 or fewer full-time equivalent employees, and (for I-129) nonprofits. */
  small: number;
}

export interface FeeTable {
  /** YYYY-MM-DD: the first day the table applies. */
  effectiveDate: string;
  source: string;
  i129H1b: Tiered;
  i129L1: Tiered;
  /** Asylum Program Fee on I-129 and I-140 (null before the 2024 fee rule). */
  asylumProgramFee: { standard: number; small: number; nonprofit: number } | null;
  /** Fraud prevention and detection fee: initial H-1B / L-1 and change of employer. */
  fraudPreventionFee: number;
  /** ACWIA training fee (H-1B): 1–25 full-time employees / more. */
  acwia: { upTo25: number; over25: number };
  i539: { paper: number; online: number };
  i765: { paper: number; online: number };
  i130: { paper: number; online: number };
  i140: number;
  i485: number;
  /** Separate biometric services fee (I-539, I-485); null once folded into the form fees. */
  biometrics: number | null;
  premium: { i129: number; i140: number; i539: number; i765: number };
  /** H-1B cap electronic registration fee, per beneficiary. */
  h1bRegistration: number;
}

const PRE_2024: Omit<FeeTable, 'effectiveDate' | 'source' | 'premium'> = {
  i129H1b: { standard: usd(460), small: usd(460) },
  i129L1: { standard: usd(460), small: usd(460) },
  asylumProgramFee: null,
  fraudPreventionFee: usd(500),
  acwia: { upTo25: usd(750), over25: usd(1500) },
  i539: { paper: usd(370), online: usd(370) },
  i765: { paper: usd(410), online: usd(410) },
  i130: { paper: usd(535), online: usd(535) },
  i140: usd(700),
  i485: usd(1140),
  biometrics: usd(85),
  h1bRegistration: usd(10),
};

const FEE_RULE_2024: Omit<FeeTable, 'effectiveDate' | 'source'> = {
  i129H1b: { standard: usd(780), small: usd(460) },
  i129L1: { standard: usd(1385), small: usd(695) },
  asylumProgramFee: { standard: usd(600), small: usd(300), nonprofit: 0 },
  fraudPreventionFee: usd(500),
  acwia: { upTo25: usd(750), over25: usd(1500) },
  i539: { paper: usd(470), online: usd(420) },
  i765: { paper: usd(520), online: usd(470) },
  i130: { paper: usd(675), online: usd(625) },
  i140: usd(715),
  i485: usd(1440),
  biometrics: null,
  premium: { i129: usd(2805), i140: usd(2805), i539: usd(1965), i765: usd(1685) },
  h1bRegistration: usd(10),
};

/** The fee tables, oldest first. */
export const FEE_TABLES: readonly FeeTable[] = [
  {
    effectiveDate: '2020-10-19',
    source: '2016 USCIS fee rule (81 FR 73292); premium processing per the USCIS Stabilization Act',
    ...PRE_2024,
    premium: { i129: usd(2500), i140: usd(2500), i539: usd(1750), i765: usd(1500) },
  },
  {
    effectiveDate: '2024-02-26',
    source: 'Premium processing inflation adjustment (89 FR 6388)',
    ...PRE_2024,
    premium: { i129: usd(2805), i140: usd(2805), i539: usd(1965), i765: usd(1685) },
  },
  { effectiveDate: '2024-04-01', source: 'USCIS fee schedule final rule (89 FR 6194)', ...FEE_RULE_2024 },
  {
    effectiveDate: '2025-03-07',
    source: 'USCIS fee schedule final rule (89 FR 6194): registration fee from the FY 2026 registration period',
    ...FEE_RULE_2024,
    h1bRegistration: usd(215),
  },
];

/** The table in force on `onDate` (YYYY-MM-DD), or null before the oldest table. */
export const feeTableOn = (onDate: string): FeeTable | null =>
  [...FEE_TABLES].reverse().find((t) => t.effectiveDate <= onDate) ?? null;

const OLDEST = FEE_TABLES[0]?.effectiveDate ?? '';

export const ZFilingFeeInput = z.object({
  typeId: z.number().int().positive(),
  subTypeId: z.number().int().positive().optional(),
  /** Full-time equivalent employees of the petitioner in the US; unknown counts as more than 25. */
  employeeCount: z.number().int().min(0).optional(),
  nonprofit: z.boolean().optional(),
  /** ACWIA-exempt petitioner (higher education, affiliated nonprofit, research organisation…). */
  acwiaExempt: z.boolean().optional(),
  premiumProcessing: z.boolean().optional(),
  /** Initial H-1B/L-1 or change of employer; defaults from the sub-type. */
  initialOrChangeOfEmployer: z.boolean().optional(),
  /** Filed online (I-539, I-765, I-130 have a lower online fee). Default paper. */
  online: z.boolean().optional(),
  onDate: z.iso
    .date({ message: 'Date must be in YYYY-MM-DD format' })
    .refine((d) => d >= OLDEST, { message: `No fee table before ${OLDEST}` }),
});
export type TFilingFeeInput = z.infer<typeof ZFilingFeeInput>;

export interface FeeLine {
  code: string;
  label: string;
  amountCents: number;
}

export interface FilingFees {
  tableEffectiveDate: string;
  /** The USCIS form (or 'H-1B Registration'); null when the case type has no USCIS fee. */
  form: string | null;
  lines: FeeLine[];
  totalCents: number;
}

/** Sub-types that are not initial petitions nor a change of employer. */
const CONTINUING_SUB_TYPES: readonly number[] = [ST.H1B_EXTENSION, ST.H1B_AMENDMENT, ST.L1_EXTENSION];

const isSmall = (input: TFilingFeeInput): boolean => input.employeeCount !== undefined && input.employeeCount <= 25;

const i129Lines = (t: FeeTable, input: TFilingFeeInput, kind: 'H-1B' | 'L-1'): FeeLine[] => {
  const tier = kind === 'H-1B' ? t.i129H1b : t.i129L1;
  const reduced = isSmall(input) || input.nonprofit === true;
  const lines: FeeLine[] = [
    { code: 'I129', label: `Form I-129 (${kind})`, amountCents: reduced ? tier.small : tier.standard },
  ];
  const apf = asylumLine(t, input);
  if (apf) lines.push(apf);
  const initial = input.initialOrChangeOfEmployer ?? !CONTINUING_SUB_TYPES.includes(input.subTypeId ?? 0);
  if (initial) {
    lines.push({ code: 'FRAUD_FEE', label: 'Fraud Prevention and Detection Fee', amountCents: t.fraudPreventionFee });
  }
  if (kind === 'H-1B' && !input.acwiaExempt) {
    const amount = isSmall(input) ? t.acwia.upTo25 : t.acwia.over25;
    lines.push({ code: 'ACWIA', label: 'ACWIA Training Fee', amountCents: amount });
  }
  if (input.premiumProcessing) lines.push(premiumLine(t.premium.i129));
  return lines;
};

const asylumLine = (t: FeeTable, input: TFilingFeeInput): FeeLine | null => {
  if (!t.asylumProgramFee) return null;
  const f = t.asylumProgramFee;
  const amount = input.nonprofit ? f.nonprofit : isSmall(input) ? f.small : f.standard;
  return { code: 'ASYLUM_FEE', label: 'Asylum Program Fee', amountCents: amount };
};

const premiumLine = (amountCents: number): FeeLine => ({
  code: 'PREMIUM',
  label: 'Premium Processing (Form I-907)',
  amountCents,
});

const biometricsLine = (t: FeeTable): FeeLine[] =>
  t.biometrics === null ? [] : [{ code: 'BIOMETRICS', label: 'Biometric Services Fee', amountCents: t.biometrics }];

const byMethod = (fee: { paper: number; online: number }, input: TFilingFeeInput): number =>
  input.online ? fee.online : fee.paper;

const formLines = (t: FeeTable, input: TFilingFeeInput): { form: string | null; lines: FeeLine[] } => {
  const premium = (amount: number): FeeLine[] => (input.premiumProcessing ? [premiumLine(amount)] : []);
  switch (input.typeId) {
    case T.H1B:
      return { form: 'I-129', lines: i129Lines(t, input, 'H-1B') };
    case T.L1:
      return { form: 'I-129', lines: i129Lines(t, input, 'L-1') };
    case T.H4:
    case T.L2:
      return {
        form: 'I-539',
        lines: [
          { code: 'I539', label: 'Form I-539', amountCents: byMethod(t.i539, input) },
          ...biometricsLine(t),
          ...premium(t.premium.i539),
        ],
      };
    case T.H4_EAD:
      return {
        form: 'I-765',
        lines: [
          { code: 'I765', label: 'Form I-765', amountCents: byMethod(t.i765, input) },
          ...premium(t.premium.i765),
        ],
      };
    case T.I130:
      return { form: 'I-130', lines: [{ code: 'I130', label: 'Form I-130', amountCents: byMethod(t.i130, input) }] };
    case T.I140: {
      const apf = asylumLine(t, input);
      return {
        form: 'I-140',
        lines: [
          { code: 'I140', label: 'Form I-140', amountCents: t.i140 },
          ...(apf ? [apf] : []),
          ...premium(t.premium.i140),
        ],
      };
    }
    case T.I485:
      return {
        form: 'I-485',
        lines: [{ code: 'I485', label: 'Form I-485', amountCents: t.i485 }, ...biometricsLine(t)],
      };
    case T.CAP:
      return {
        form: 'H-1B Registration',
        lines: [{ code: 'H1B_REGISTRATION', label: 'H-1B Registration Fee', amountCents: t.h1bRegistration }],
      };
    default:
      // PERM, LCA, PWD (Department of Labor), RFE responses and I-9 carry no USCIS filing fee.
      return { form: null, lines: [] };
  }
};

/**
 * The USCIS filing fees of a case on a date: one line per fee (form fee, Asylum Program Fee, fraud
 * fee, ACWIA, biometrics, premium processing) and the total. Throws RangeError for an input
 * ZFilingFeeInput rejects (bad or too old date, bad numbers): validate with it first.
 */
export const computeFilingFees = (raw: TFilingFeeInput): FilingFees => {
  const parsed = ZFilingFeeInput.safeParse(raw);
  if (!parsed.success) throw new RangeError(parsed.error.issues[0]?.message ?? 'Invalid fee input');
  const input = parsed.data;
  const table = feeTableOn(input.onDate) as FeeTable;
  const { form, lines } = formLines(table, input);
  return {
    tableEffectiveDate: table.effectiveDate,
    form,
    lines: lines.filter((l) => l.amountCents > 0),
    totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
  };
};
