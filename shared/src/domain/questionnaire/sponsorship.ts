import { z } from 'zod';
import type { QuestionnaireKind, TAnswers } from './template';

/*
 * Sponsorship confirmation (SPEC §2.3 "/public/confirm-sponsorship-questionnaire, {token}"):
 * before a financial sponsor (Form I-864) or a joint sponsor fills anything, they confirm by link
 * that they agree to sponsor. docs/questionnaires.md "Sponsorship confirmation".
 */

/** The case's own sponsor (who fills the sponsor questionnaire) or a joint sponsor. */
export const SPONSOR_ROLES = ['sponsor', 'joint-sponsor'] as const;
export type SponsorRole = (typeof SPONSOR_ROLES)[number];
export const ZSponsorRole = z.enum(SPONSOR_ROLES);
export const SPONSOR_ROLE_LABELS: Readonly<Record<SponsorRole, string>> = {
  sponsor: 'Sponsor',
  'joint-sponsor': 'Joint sponsor',
};

export const SPONSORSHIP_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type SponsorshipStatus = (typeof SPONSORSHIP_STATUSES)[number];
export const ZSponsorshipStatus = z.enum(SPONSORSHIP_STATUSES);

/**
 * Answer keys that name a sponsor to ask: when a submitted questionnaire of one of `kinds` gives an
 * e-mail at `email`, the sponsor of that role is asked to confirm (once per case and role).
 */
export const SPONSOR_NAMING_KEYS: readonly {
  role: SponsorRole;
  kinds: readonly QuestionnaireKind[];
  email: string;
  name: readonly string[];
}[] = [
  // A family (I-130) beneficiary questionnaire that asks for the sponsor's details.
  {
    role: 'sponsor',
    kinds: ['beneficiary'],
    email: 'sponsor.email',
    name: ['sponsor.name.first', 'sponsor.name.last'],
  },
  // The sponsor questionnaire (or any other) naming an I-864 joint sponsor.
  {
    role: 'joint-sponsor',
    kinds: ['beneficiary', 'sponsor', 'petitioner', 'investor'],
    email: 'sponsor.jointSponsorEmail',
    name: ['sponsor.jointSponsorName'],
  },
];

const EMAIL = z.email();

/** The sponsors a questionnaire's answers name (a valid e-mail each). */
export function sponsorsNamedIn(
  kind: QuestionnaireKind,
  answers: TAnswers,
): { role: SponsorRole; email: string; name: string | null }[] {
  return SPONSOR_NAMING_KEYS.flatMap((k) => {
    if (!k.kinds.includes(kind)) return [];
    const email = answers[k.email];
    if (typeof email !== 'string' || !EMAIL.safeParse(email.trim()).success) return [];
    const name = k.name
      .map((n) => answers[n])
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      .map((v) => v.trim())
      .join(' ');
    return [{ role: k.role, email: email.trim().toLowerCase(), name: name || null }];
  });
}
